import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation.ts';
import { Field } from '../ui/field.tsx';
import { fieldClasses } from '../ui/input.tsx';
import type { FieldSpec } from './field-spec.ts';
import { ImageUpload } from './image-upload.tsx';
import { ImageUrlPreview } from './image-url-preview.tsx';
import { galleryLines, submissionFieldMaxLength } from '@domain/submission-fields.ts';

interface SubmissionFieldProps {
  field: FieldSpec;
  /** The current value, for the counter and the image previews. */
  value: string;
  /** A schema message (an i18n key) or a text already translated. */
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  /** The signed-in person's token, sent with a photo upload. */
  accessToken?: string | undefined;
  /** Sets the field's value (an uploaded photo's path). */
  onValue?: (value: string) => void;
  /** Every value of the form, for a custom control that depends on others. */
  formValues?: Record<string, string>;
}

const inputTypes = {
  text: 'text',
  date: 'date',
  time: 'time',
  email: 'email',
  tel: 'tel',
  url: 'url',
  image: 'url',
  custom: 'hidden',
} as const;

/**
 * The counter shows on long texts always and on one-line fields once they
 * near their limit. No maxLength attribute: the browser would cut a pasted
 * text silently; over the limit the counter turns red and the form says so.
 */
function counterFor(kind: FieldSpec['kind'], length: number, max: number | undefined) {
  if (max === undefined) return undefined;
  if (kind === 'textarea' || length > max * 0.8) return { length, max };
  return undefined;
}

/** A submission form's control in the shared Field shell, with an image preview for image addresses. */
export function SubmissionField({
  field,
  value,
  error,
  registration,
  accessToken,
  onValue,
  formValues = {},
}: SubmissionFieldProps) {
  const { t } = useTranslation();
  if (field.kind === 'custom' && field.control && onValue) {
    return (
      <div className="grid min-w-0 gap-1.5 sm:col-span-2">
        <input type="hidden" {...registration} />
        {field.control({
          id: `field-${field.name}`,
          value,
          values: formValues,
          error,
          onValue,
        })}
      </div>
    );
  }
  const wide = field.kind === 'textarea' || field.kind === 'images';
  return (
    <Field
      id={`field-${field.name}`}
      label={field.label}
      required={field.required}
      hint={field.hint}
      error={error}
      counter={counterFor(field.kind, value.length, submissionFieldMaxLength[field.name])}
      className={wide ? 'sm:col-span-2' : ''}
      footer={
        field.kind === 'image' ? (
          <div className="grid gap-3">
            {onValue && (
              <ImageUpload
                fieldId={`field-${field.name}`}
                fieldLabel={field.label}
                accessToken={accessToken}
                onUploaded={onValue}
              />
            )}
            <ImageUrlPreview url={value} />
          </div>
        ) : field.kind === 'images' ? (
          <div className="grid gap-3">
            {onValue && (
              <ImageUpload
                fieldId={`field-${field.name}`}
                fieldLabel={field.label}
                accessToken={accessToken}
                onUploaded={(path) => onValue([...galleryLines(value), path].join('\n'))}
              />
            )}
            <div className="flex flex-wrap gap-2">
              {galleryLines(value).map((url, index) => (
                <ImageUrlPreview key={`${index}-${url}`} url={url} />
              ))}
            </div>
          </div>
        ) : undefined
      }
    >
      {(control) =>
        field.kind === 'textarea' || field.kind === 'images' ? (
          <textarea
            {...control}
            {...registration}
            lang={field.lang}
            rows={field.kind === 'images' ? 4 : 6}
            className={`${fieldClasses} py-2`}
          />
        ) : field.kind === 'select' ? (
          <select
            {...control}
            {...registration}
            // Controlled: options that load later (memorial cities) still show a restored draft's choice.
            value={value}
            lang={field.lang}
            className={`${fieldClasses} h-11`}
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
            {...control}
            {...registration}
            lang={field.lang}
            type={inputTypes[field.kind]}
            autoComplete={field.autoComplete}
            className={`${fieldClasses} h-11`}
          />
        )
      }
    </Field>
  );
}
