import { z } from './zod.ts';
import { newsCategories, organizationCategories } from './content-categories.ts';
import { galleryLines, isHttpsUrl } from './submission-fields.ts';

export { galleryLines, isHttpsUrl } from './submission-fields.ts';

/**
 * The four submission forms (SPEC §2, §3, §5). Every field is the text the
 * person typed; messages are i18n keys under `submissions.validation`, so one
 * schema serves every language. Rows for the database are built from the
 * parsed values in submission-rows.ts.
 */

export const submissionValidationMessages = [
  'submissions.validation.nameEnRequired',
  'submissions.validation.categoryRequired',
  'submissions.validation.cityTagRequired',
  'submissions.validation.emailInvalid',
  'submissions.validation.titleEnRequired',
  'submissions.validation.startDateRequired',
  'submissions.validation.contentEnRequired',
  'submissions.validation.fullNameRequired',
  'submissions.validation.primaryCityRequired',
  'submissions.validation.httpsUrl',
  'submissions.validation.dateInvalid',
  'submissions.validation.timeInvalid',
  'submissions.validation.endBeforeStart',
  'submissions.validation.tooManyImages',
] as const;

export type SubmissionValidationMessage = (typeof submissionValidationMessages)[number];

const message = (key: SubmissionValidationMessage) => ({ error: key });

const text = z.string().trim();
const required = (key: SubmissionValidationMessage) => text.min(1, message(key));

/** Blank, or an https:// address (images and links are external public URLs). */
const httpsUrl = text.refine(
  (value) => value === '' || isHttpsUrl(value),
  message('submissions.validation.httpsUrl'),
);
const date = text.refine(
  (value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value),
  message('submissions.validation.dateInvalid'),
);
const time = text.refine(
  (value) => value === '' || /^\d{2}:\d{2}(:\d{2})?$/.test(value),
  message('submissions.validation.timeInvalid'),
);

export const organizationSubmissionSchema = z.object({
  name_en: required('submissions.validation.nameEnRequired'),
  name_sr_cyrl: text,
  description_en: text,
  description_sr_cyrl: text,
  category: z
    .string()
    .refine(
      (value) => (organizationCategories as readonly string[]).includes(value),
      message('submissions.validation.categoryRequired'),
    ),
  address: text,
  phone: text,
  email: text.refine(
    (value) => value === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value),
    message('submissions.validation.emailInvalid'),
  ),
  website: httpsUrl,
  city_tag: required('submissions.validation.cityTagRequired'),
  logo_image_url: httpsUrl,
  image_url: httpsUrl,
});

export const eventSubmissionSchema = z
  .object({
    title_en: required('submissions.validation.titleEnRequired'),
    title_sr_cyrl: text,
    description_en: text,
    description_sr_cyrl: text,
    event_date: required('submissions.validation.startDateRequired').pipe(date),
    event_time: time,
    end_date: date,
    end_time: time,
    venue_name: text,
    location_text: text,
    city_tag: required('submissions.validation.cityTagRequired'),
    tickets_url: httpsUrl,
    image_url: httpsUrl,
    organization_id: text,
  })
  .refine((event) => event.end_date === '' || event.end_date >= event.event_date, {
    ...message('submissions.validation.endBeforeStart'),
    path: ['end_date'],
  });

export const newsSubmissionSchema = z.object({
  title_en: required('submissions.validation.titleEnRequired'),
  title_sr_cyrl: text,
  excerpt_en: text,
  excerpt_sr_cyrl: text,
  content_en: required('submissions.validation.contentEnRequired'),
  content_sr_cyrl: text,
  /** Blank means the table's default, community. */
  category: z.union([z.literal(''), z.enum(newsCategories)]),
  city_tag: text,
  image_url: httpsUrl,
});

export const maxGalleryImages = 24;

export const memorialSubmissionSchema = z.object({
  full_name: required('submissions.validation.fullNameRequired'),
  given_names: text,
  family_name: text,
  date_of_birth: date,
  place_of_birth: text,
  date_of_passing: date,
  place_of_passing: text,
  primary_city_id: required('submissions.validation.primaryCityRequired'),
  biography_en: z.string(),
  biography_sr_cyrl: z.string(),
  service_date: date,
  service_time: time,
  service_church: text,
  service_address: text,
  cover_image_url: httpsUrl,
  gallery_image_urls: z
    .string()
    .refine(
      (value) => galleryLines(value).every(isHttpsUrl),
      message('submissions.validation.httpsUrl'),
    )
    .refine(
      (value) => galleryLines(value).length <= maxGalleryImages,
      message('submissions.validation.tooManyImages'),
    ),
});

export type OrganizationSubmission = z.infer<typeof organizationSubmissionSchema>;
export type EventSubmission = z.infer<typeof eventSubmissionSchema>;
export type NewsSubmission = z.infer<typeof newsSubmissionSchema>;
export type MemorialSubmission = z.infer<typeof memorialSubmissionSchema>;

/** The form's values before parsing: every field a string. */
export type FormValues = Record<string, string>;

/** The first message per field, for showing next to each input. */
export function fieldErrors(error: z.ZodError): Record<string, SubmissionValidationMessage> {
  const errors: Record<string, SubmissionValidationMessage> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message as SubmissionValidationMessage;
  }
  return errors;
}
