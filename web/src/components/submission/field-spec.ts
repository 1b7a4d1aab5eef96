import type { ReactNode } from 'react';
import type { TFunction } from '@/lib/translator.ts';
import type { SelectOption } from '../ui/select.tsx';

/** One input of a submission form; labels and hints are already translated. */
export interface FieldSpec {
  name: string;
  label: string;
  kind:
    | 'text'
    | 'textarea'
    | 'select'
    | 'date'
    | 'time'
    | 'email'
    | 'tel'
    | 'url'
    | 'image'
    | 'images'
    | 'custom';
  required?: boolean;
  options?: readonly SelectOption[];
  hint?: string;
  /** The browser's autofill hint (tel, email, url…). */
  autoComplete?: string;
  /** Serbian Cyrillic fields tell assistive technology their language. */
  lang?: string;
  /** The control of a 'custom' field, drawn by the form's feature (the event's recurrence). */
  control?: (props: CustomControlProps) => ReactNode;
}

/** What a custom control gets: its value as text, the form's other values, a setter. */
export interface CustomControlProps {
  id: string;
  value: string;
  values: Record<string, string>;
  error: string | undefined;
  onValue: (value: string) => void;
}

/** What sets a field apart besides its name and kind. */
type FieldExtras = Omit<FieldSpec, 'name' | 'label' | 'kind'>;

/**
 * A form's field maker: each field takes its label from
 * submissions.fields.<name>, so a form lists only names, kinds and extras.
 */
export function fieldMaker(t: TFunction) {
  const translate = t as (key: string) => string;
  return (name: string, kind: FieldSpec['kind'], extras: FieldExtras = {}): FieldSpec => ({
    name,
    label: translate(`submissions.fields.${name}`),
    kind,
    ...extras,
  });
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
