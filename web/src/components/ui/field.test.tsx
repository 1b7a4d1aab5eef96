import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary, summaryOf } from './error-summary.tsx';
import { Field, InputField, TextareaField } from './field.tsx';

// The messages are keys here: what a field shows is `t(key)` (`text(key)` for an
// error), values appended.
vi.mock('@/lib/use-translation.ts', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
    text: (key: string) => key,
  }),
}));

const html = (element: React.ReactElement) => renderToStaticMarkup(element);
const attribute = (markup: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(markup)?.[1];

describe('InputField', () => {
  it('labels its input and says nothing more when there is nothing to say', () => {
    const markup = html(<InputField id="email" label="Email" name="email" />);
    expect(attribute(markup, 'label', 'for')).toBe('email');
    expect(attribute(markup, 'input', 'id')).toBe('email');
    expect(attribute(markup, 'input', 'type')).toBe('text');
    expect(attribute(markup, 'input', 'aria-invalid')).toBeUndefined();
    expect(attribute(markup, 'input', 'aria-describedby')).toBeUndefined();
  });

  it('marks a required field for sight and for screen readers', () => {
    const markup = html(<InputField id="name" label="Name" required />);
    expect(attribute(markup, 'input', 'aria-required')).toBe('true');
    expect(markup).toContain('<span aria-hidden="true">*</span>');
    expect(markup).toContain('forms.required');
  });

  it('ties the error first, then the hint, to the input and translates a schema key', () => {
    const markup = html(
      <InputField
        id="email"
        label="Email"
        hint="We never show it."
        error="auth.validation.emailInvalid"
      />,
    );
    expect(attribute(markup, 'input', 'aria-invalid')).toBe('true');
    expect(attribute(markup, 'input', 'aria-describedby')).toBe('email-error email-hint');
    expect(markup).toContain('<p id="email-error"');
    expect(markup).toContain('auth.validation.emailInvalid</p>');
    expect(markup).toContain('<p id="email-hint" class="text-stone-600">We never show it.</p>');
  });

  it('lets the caller set the type and other input props', () => {
    const markup = html(<InputField id="e" label="E" type="email" autoComplete="email" />);
    expect(attribute(markup, 'input', 'type')).toBe('email');
    expect(attribute(markup, 'input', 'autocomplete')).toBe('email');
  });
});

describe('TextareaField', () => {
  it('is a labelled textarea with its counter described', () => {
    const markup = html(
      <TextareaField id="bio" label="Bio" rows={6} counter={{ length: 12, max: 10 }} />,
    );
    expect(attribute(markup, 'textarea', 'id')).toBe('bio');
    expect(attribute(markup, 'textarea', 'rows')).toBe('6');
    expect(attribute(markup, 'textarea', 'aria-describedby')).toBe('bio-counter');
    expect(markup).toContain('forms.characterCount {&quot;count&quot;:12,&quot;max&quot;:10}');
    // Over the limit the counter turns red; the text itself is never cut.
    expect(markup).toMatch(/id="bio-counter" class="[^"]*text-heritage-red-700/);
  });
});

describe('Field', () => {
  it('hands its control the ids and states, for a control of any kind', () => {
    const markup = html(
      <Field id="city" label="City" required error="Already text from the server.">
        {(control) => <select {...control} />}
      </Field>,
    );
    expect(attribute(markup, 'select', 'id')).toBe('city');
    expect(attribute(markup, 'select', 'aria-invalid')).toBe('true');
    expect(attribute(markup, 'select', 'aria-required')).toBe('true');
    expect(attribute(markup, 'select', 'aria-describedby')).toBe('city-error');
    expect(markup).toContain('Already text from the server.</p>');
  });
});

describe('ErrorSummary', () => {
  it('lists the errors in the page order with links to their fields', () => {
    const errors = {
      website: { type: 'custom', message: 'submissions.validation.httpsUrl' },
      name_en: { type: 'custom', message: 'submissions.validation.nameEnRequired' },
    };
    const summary = summaryOf(
      errors,
      { name_en: 'Name', city: 'City', website: 'Website' },
      (n) => `field-${n}`,
    );
    expect(summary).toEqual([
      { id: 'field-name_en', label: 'Name', message: 'submissions.validation.nameEnRequired' },
      { id: 'field-website', label: 'Website', message: 'submissions.validation.httpsUrl' },
    ]);
    const markup = html(<ErrorSummary errors={summary} />);
    expect(markup).toContain('forms.errorSummary');
    expect(markup).toContain('href="#field-name_en"');
    expect(markup.indexOf('field-name_en')).toBeLessThan(markup.indexOf('field-website'));
  });

  it('renders nothing without errors', () => {
    expect(html(<ErrorSummary errors={[]} />)).toBe('');
  });
});
