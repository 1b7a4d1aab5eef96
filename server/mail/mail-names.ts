import { creatorName } from '../../domain/creator-display.ts';
import { nameToCyrillic } from '../../domain/name-script.ts';
import { type MailLocale, text } from './mail-template.ts';

/**
 * The name of the item a mail is about, for its reader. English mails use the
 * name the SQL queued (English first). Serbian mails are written in Cyrillic
 * (render-mail.ts writes a Latin reader's in Latin), so they take the item's
 * Serbian name that db/migrations/0480 adds as `names`: a title or name in
 * Cyrillic, a creator's names (Cyrillic, else their Latin name written in
 * Cyrillic), a memorial's person written in Cyrillic; else the queued name.
 */
export function mailItemName(
  data: Record<string, unknown>,
  locale: MailLocale,
  key: 'title' | 'name' = 'title',
): string {
  const queued = text(data, key);
  if (locale !== 'sr') return queued;
  const names =
    data.names && typeof data.names === 'object' ? (data.names as Record<string, unknown>) : {};
  const serbian = text(names, 'title_sr_cyrl').trim() || text(names, 'name_sr_cyrl').trim();
  if (serbian) return serbian;
  if ('name_cyr' in names || 'name_lat' in names || 'name_eng' in names) {
    const creator = creatorName(
      {
        name_eng: text(names, 'name_eng'),
        name_lat: text(names, 'name_lat'),
        name_cyr: text(names, 'name_cyr'),
      },
      'sr_cyrillic',
    );
    if (creator) return creator;
  }
  if (text(data, 'table') === 'memorials' || text(data, 'kind') === 'memorial') {
    return nameToCyrillic(queued);
  }
  return queued;
}
