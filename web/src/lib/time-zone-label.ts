import type { ContentLanguage } from '@domain/content-language.ts';
import { toLatin } from '@domain/transliterate.ts';

/**
 * The name of an event's time zone, from our own names rather than Intl's:
 * Node's and each browser's locale data name zones differently ("…планинско
 * време" in one, "…планинско време (Канада)" in another), which changed the
 * page when the app took over (issue 37). The portal's zones are North
 * America's; any other zone is named by its IANA name alone.
 */
type ZoneFamily =
  | 'eastern'
  | 'central'
  | 'mountain'
  | 'pacific'
  | 'atlantic'
  | 'newfoundland'
  | 'alaska'
  | 'hawaii';

const families: Record<ZoneFamily, readonly string[]> = {
  eastern: [
    'America/Toronto',
    'America/New_York',
    'America/Detroit',
    'America/Montreal',
    'America/Iqaluit',
    'America/Indiana/Indianapolis',
    'America/Kentucky/Louisville',
  ],
  central: ['America/Chicago', 'America/Winnipeg', 'America/Regina', 'America/Swift_Current'],
  mountain: [
    'America/Edmonton',
    'America/Denver',
    'America/Phoenix',
    'America/Boise',
    'America/Yellowknife',
    'America/Whitehorse',
  ],
  pacific: ['America/Vancouver', 'America/Los_Angeles'],
  atlantic: ['America/Halifax', 'America/Moncton', 'America/Glace_Bay', 'America/Goose_Bay'],
  newfoundland: ['America/St_Johns'],
  alaska: ['America/Anchorage', 'America/Juneau'],
  hawaii: ['Pacific/Honolulu'],
};

const names: Record<ZoneFamily, { en: string; sr: string }> = {
  eastern: { en: 'Eastern Time', sr: 'Северноамеричко источно време' },
  central: { en: 'Central Time', sr: 'Северноамеричко централно време' },
  mountain: { en: 'Mountain Time', sr: 'Северноамеричко планинско време' },
  pacific: { en: 'Pacific Time', sr: 'Северноамеричко пацифичко време' },
  atlantic: { en: 'Atlantic Time', sr: 'Атлантско време' },
  newfoundland: { en: 'Newfoundland Time', sr: 'Њуфаундлендско време' },
  alaska: { en: 'Alaska Time', sr: 'Аљаска' },
  hawaii: { en: 'Hawaii-Aleutian Time', sr: 'Хавајско-алеутско време' },
};

function familyOf(timeZone: string): ZoneFamily | undefined {
  return (Object.keys(families) as ZoneFamily[]).find((family) =>
    families[family].includes(timeZone),
  );
}

/** 'Eastern Time (America/Toronto)' in the reader's language; the IANA name alone for another zone. */
export function timeZoneLabel(timeZone: string, language: ContentLanguage): string {
  const family = familyOf(timeZone);
  if (!family) return timeZone;
  const { en, sr } = names[family];
  const name = language === 'en' ? en : language === 'sr_latin' ? toLatin(sr) : sr;
  return `${name} (${timeZone})`;
}
