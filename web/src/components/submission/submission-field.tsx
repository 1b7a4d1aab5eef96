import { useTranslation } from '../../lib/use-translation.ts';
import { fieldClasses } from '../ui/input.tsx';
import type { FieldSpec } from './field-spec.ts';
import { ImageUrlPreview } from './image-url-preview.tsx';
import { galleryLines, submissionFieldMaxLength } from '../../../../domain/submission-fields.ts';

interface SubmissionFieldProps {
  field: FieldSpec;
  value: string;
  /** Already translated. */
  error?: string | undefined;
  onChange: (value: string) => void;
}

const inputTypes = {
  text: 'text',
  date: 'date',
  time: 'time',
  email: 'email',
  tel: 'tel',
  url: 'url',
  image: 'url',
} as const;

/** A labelled control with its hint, error and (for image addresses) a live preview. */
export function SubmissionField({ field, value, error, onChange }: SubmissionFieldProps) {
  const { t } = useTranslation();
  const id = `field-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: field.name,
    value,
    lang: field.lang,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
  };
  const invalid = error ? 'border-heritage-red-600' : '';
  const maxLength = submissionFieldMaxLength[field.name];
  return (
    <div
      className={`grid gap-1.5 ${field.kind === 'textarea' || field.kind === 'images' ? 'sm:col-span-2' : ''}`}
    >
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {field.label}
        {field.required && (
          <span className="ml-1 text-heritage-red-700">
            * <span className="sr-only">{t('submissions.required')}</span>
          </span>
        )}
      </label>
      {field.kind === 'textarea' || field.kind === 'images' ? (
        <textarea
          {...common}
          rows={field.kind === 'images' ? 4 : 6}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldClasses} py-2 ${invalid}`}
        />
      ) : field.kind === 'select' ? (
        <select
          {...common}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldClasses} h-11 ${invalid}`}
        >
          <option value="">{t('submissions.chooseOption')}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={inputTypes[field.kind]}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldClasses} h-11 ${invalid}`}
        />
      )}
      {field.hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-heritage-red-700">
          {error}
        </p>
      )}
      {field.kind === 'image' && <ImageUrlPreview url={value} />}
      {field.kind === 'images' && (
        <div className="flex flex-wrap gap-2">
          {galleryLines(value).map((url, index) => (
            <ImageUrlPreview key={`${index}-${url}`} url={url} />
          ))}
        </div>
      )}
    </div>
  );
}
