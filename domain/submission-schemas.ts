import { z } from './zod.ts';
import {
  businessCategories,
  eventCategories,
  newsCategories,
  organizationCategories,
} from './content-categories.ts';
import {
  recurrenceFromText,
  recurrenceProblem,
  recurrenceProblems,
} from './event-recurrence-form.ts';
import { maxLength } from './field-limits.ts';
import { grammaticalGenders } from './grammatical-gender.ts';
import { toE164 } from './phone.ts';
import { siteToday } from './site-time-zone.ts';
import { isPlainEmail } from './plain-email.ts';
import { galleryLines, isImageAddress } from './submission-fields.ts';
import { cleanLine, cleanText } from './text-hygiene.ts';
import { isImageUrl, isLinkUrl, normalizeWebUrl } from './web-url.ts';

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
  'submissions.validation.tooLong',
  'submissions.validation.endTimeBeforeStart',
  'submissions.validation.passingBeforeBirth',
  'submissions.validation.phoneInvalid',
  'submissions.validation.eventInPast',
  'submissions.validation.dateInFuture',
  ...recurrenceProblems,
] as const;

export type SubmissionValidationMessage = (typeof submissionValidationMessages)[number];

const message = (key: SubmissionValidationMessage) => ({ error: key });

const tooLong = message('submissions.validation.tooLong');
/** One line as the database stores it: invisible characters removed, NFC, trimmed. */
const line = (max: number) => z.string().overwrite(cleanLine).max(max, tooLong);
/** Several lines (descriptions, articles). */
const paragraphs = (max: number) =>
  z
    .string()
    .overwrite((value) => cleanText(value).trim())
    .max(max, tooLong);
const text = line(maxLength.name);
const required = (key: SubmissionValidationMessage, max: number = maxLength.name) =>
  line(max).min(1, message(key));

/** Blank, an https:// image address ("www.x.org/a.jpg" gets https://), or an image the portal keeps (`/media/…`). */
const imageUrl = z
  .string()
  .overwrite(normalizeWebUrl)
  .max(maxLength.url, tooLong)
  .refine(
    (value) => value === '' || isImageAddress(value),
    message('submissions.validation.httpsUrl'),
  );
/** Blank, or an absolute http(s) link; "www.example.org" becomes https://www.example.org. */
const linkUrl = z
  .string()
  .overwrite(normalizeWebUrl)
  .max(maxLength.url, tooLong)
  .refine((value) => value === '' || isLinkUrl(value), message('submissions.validation.httpsUrl'));
const cityTag = line(maxLength.cityTag);
/** Blank, or a valid phone number, stored in E.164 ("416 555 0100" becomes "+14165550100"). */
const phone = line(maxLength.phone)
  .overwrite((value) => (value === '' ? value : (toE164(value) ?? value)))
  .refine(
    (value) => value === '' || toE164(value) === value,
    message('submissions.validation.phoneInvalid'),
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
  description_en: paragraphs(maxLength.description),
  description_sr_cyrl: paragraphs(maxLength.description),
  category: z
    .string()
    .refine(
      (value) => (organizationCategories as readonly string[]).includes(value),
      message('submissions.validation.categoryRequired'),
    ),
  address: line(maxLength.address),
  phone,
  email: line(maxLength.email).refine(
    (value) => value === '' || isPlainEmail(value),
    message('submissions.validation.emailInvalid'),
  ),
  website: linkUrl,
  city_tag: required('submissions.validation.cityTagRequired', maxLength.cityTag),
  logo_image_url: imageUrl,
  image_url: imageUrl,
});

/** A business listing (issue 20): the organization form's fields without logo. */
export const businessSubmissionSchema = organizationSubmissionSchema
  .omit({ logo_image_url: true })
  .extend({
    category: z
      .string()
      .refine(
        (value) => (businessCategories as readonly string[]).includes(value),
        message('submissions.validation.categoryRequired'),
      ),
    // The directory's own pictures (/images/…) stay valid when an owner edits a listing.
    image_url: z
      .string()
      .overwrite(normalizeWebUrl)
      .max(maxLength.url, tooLong)
      .refine(
        (value) => value === '' || isImageUrl(value),
        message('submissions.validation.httpsUrl'),
      ),
  });

export const eventSubmissionSchema = z
  .object({
    title_en: required('submissions.validation.titleEnRequired', maxLength.title),
    title_sr_cyrl: line(maxLength.title),
    description_en: paragraphs(maxLength.description),
    description_sr_cyrl: paragraphs(maxLength.description),
    event_date: required('submissions.validation.startDateRequired').pipe(date),
    event_time: time,
    end_date: date,
    end_time: time,
    venue_name: text,
    /** Missing in a draft saved before it existed (issue 37). */
    venue_name_sr_cyrl: text.default(''),
    location_text: line(maxLength.address),
    city_tag: required('submissions.validation.cityTagRequired', maxLength.cityTag),
    /** Blank (or missing, as in a draft saved before categories) means other. */
    category: z.union([z.literal(''), z.enum(eventCategories)]).default(''),
    tickets_url: linkUrl,
    image_url: imageUrl,
    organization_id: text,
    /** The rule's JSON (event-recurrence-form.ts), blank for a one-off event. */
    recurrence: z.string().max(2000, tooLong).default(''),
  })
  .refine((event) => event.end_date === '' || event.end_date >= event.event_date, {
    ...message('submissions.validation.endBeforeStart'),
    path: ['end_date'],
  })
  .refine(
    (event) =>
      event.end_date !== event.event_date ||
      event.end_time === '' ||
      event.event_time === '' ||
      event.end_time >= event.event_time,
    { ...message('submissions.validation.endTimeBeforeStart'), path: ['end_time'] },
  )
  .refine((event) => !eventIsOver(event), {
    ...message('submissions.validation.eventInPast'),
    path: ['event_date'],
  })
  .superRefine((event, context) => {
    const problem = recurrenceProblem(event.recurrence, event.event_date);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['recurrence'] });
  });

/**
 * An event whose last day (the end date, or the rule's end for a series) is
 * before today in the portal's zone has taken place: a date typed a year
 * off ("2020" for "2026") is said at once instead of being listed nowhere.
 */
function eventIsOver(event: { event_date: string; end_date: string; recurrence: string }): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(event.event_date)) return false;
  const last = event.end_date || event.event_date;
  if (event.recurrence.trim() !== '') {
    const rule = recurrenceFromText(event.recurrence);
    // A series without an end, or counted (its end depends on the rule), runs on.
    if (!rule?.until) return false;
    return rule.until < siteToday();
  }
  return last < siteToday();
}

/** A date of birth or passing after today is a typing slip ("2099"). */
const pastDate = date.refine(
  (value) => value === '' || value <= siteToday(),
  message('submissions.validation.dateInFuture'),
);

export const newsSubmissionSchema = z.object({
  title_en: required('submissions.validation.titleEnRequired', maxLength.title),
  title_sr_cyrl: line(maxLength.title),
  excerpt_en: paragraphs(maxLength.excerpt),
  excerpt_sr_cyrl: paragraphs(maxLength.excerpt),
  content_en: paragraphs(maxLength.article).min(
    1,
    message('submissions.validation.contentEnRequired'),
  ),
  content_sr_cyrl: paragraphs(maxLength.article),
  /** Blank means the table's default, community. */
  category: z.union([z.literal(''), z.enum(newsCategories)]),
  city_tag: cityTag,
  image_url: imageUrl,
});

export const maxGalleryImages = 24;

export const memorialSubmissionSchema = z
  .object({
    full_name: required('submissions.validation.fullNameRequired'),
    grammatical_gender: z.union([z.literal(''), z.enum(grammaticalGenders)]).default(''),
    given_names: text,
    family_name: text,
    date_of_birth: pastDate,
    place_of_birth: text,
    date_of_passing: pastDate,
    place_of_passing: text,
    primary_city_id: required('submissions.validation.primaryCityRequired'),
    biography_en: paragraphs(maxLength.biography),
    biography_sr_cyrl: paragraphs(maxLength.biography),
    service_date: date,
    service_time: time,
    service_church: text,
    service_church_sr_cyrl: text.default(''),
    service_address: line(maxLength.address),
    cover_image_url: imageUrl,
    gallery_image_urls: z
      .string()
      .refine(
        (value) =>
          galleryLines(value).every((url) => url.length <= maxLength.url && isImageAddress(url)),
        message('submissions.validation.httpsUrl'),
      )
      .refine(
        (value) => galleryLines(value).length <= maxGalleryImages,
        message('submissions.validation.tooManyImages'),
      ),
  })
  .refine(
    (memorial) =>
      memorial.date_of_birth === '' ||
      memorial.date_of_passing === '' ||
      memorial.date_of_passing >= memorial.date_of_birth,
    { ...message('submissions.validation.passingBeforeBirth'), path: ['date_of_passing'] },
  );

export type OrganizationSubmission = z.infer<typeof organizationSubmissionSchema>;
export type BusinessSubmission = z.infer<typeof businessSubmissionSchema>;
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
