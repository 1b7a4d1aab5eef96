import { toLatin } from '../../domain/transliterate.ts';
import type { MailCopy } from './mail-template.ts';

/** Whether an outbox row's locale is a reader of Serbian Latin (the UI language `sr_latin`). */
export function isLatinReader(locale: string): boolean {
  return locale === 'sr_latin';
}

/**
 * A Serbian mail for a Latin reader: the Cyrillic copy transliterated line by
 * line, as the Latin pages are made from the Cyrillic messages. Addresses,
 * codes and reply-to stay as they are; English text is left alone by toLatin.
 */
export function latinCopy(copy: MailCopy): MailCopy {
  return {
    ...copy,
    subject: toLatin(copy.subject),
    heading: toLatin(copy.heading),
    paragraphs: copy.paragraphs.map(toLatin),
    ...(copy.action ? { action: { ...copy.action, label: toLatin(copy.action.label) } } : {}),
    ...(copy.code ? { code: { ...copy.code, label: toLatin(copy.code.label) } } : {}),
    ...(copy.footer ? { footer: toLatin(copy.footer) } : {}),
    ...(copy.unsubscribe
      ? { unsubscribe: { ...copy.unsubscribe, label: toLatin(copy.unsubscribe.label) } }
      : {}),
    ...(copy.preferences
      ? { preferences: { ...copy.preferences, label: toLatin(copy.preferences.label) } }
      : {}),
    ...(copy.sections
      ? {
          sections: copy.sections.map((section) => ({
            heading: toLatin(section.heading),
            empty: toLatin(section.empty),
            entries: section.entries.map((entry) => ({
              ...entry,
              title: toLatin(entry.title),
              detail: toLatin(entry.detail),
            })),
          })),
        }
      : {}),
  };
}
