import type { SelectOption } from '../ui/select.tsx';

/** One input of a submission form; labels and hints are already translated. */
export interface FieldSpec {
  name: string;
  label: string;
  kind:
    'text' | 'textarea' | 'select' | 'date' | 'time' | 'email' | 'tel' | 'url' | 'image' | 'images';
  required?: boolean;
  options?: readonly SelectOption[];
  hint?: string;
  /** The browser's autofill hint (tel, email, url…). */
  autoComplete?: string;
  /** Serbian Cyrillic fields tell assistive technology their language. */
  lang?: string;
}

/** A titled group of fields. */
export interface FieldSection {
  legend: string;
  fields: FieldSpec[];
}

/** Every field name of the sections with an empty value: the blank form. */
export function emptyValues(sections: FieldSection[]): Record<string, string> {
  return Object.fromEntries(
    sections.flatMap((section) => section.fields.map((field) => [field.name, ''])),
  );
}
