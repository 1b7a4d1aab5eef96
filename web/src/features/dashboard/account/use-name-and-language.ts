import { type FormEvent, useState } from 'react';
import type { User } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase-client.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useAccountNotice } from './account-section.ts';

export type MailLanguage = 'en' | 'sr_latin' | 'sr_cyrillic';
export const mailLanguages: readonly MailLanguage[] = ['en', 'sr_latin', 'sr_cyrillic'];

/**
 * The member's name and the language of their mail: user metadata, which
 * every mail the database writes reads, and the profile's name, which
 * editors see.
 */
export function useNameAndLanguage(user: User) {
  const { t } = useTranslation();
  const notice = useAccountNotice();
  const metadata = user.user_metadata as {
    full_name?: unknown;
    language?: unknown;
    mail_language?: unknown;
  };
  const [name, setName] = useState(
    typeof metadata.full_name === 'string' ? metadata.full_name : '',
  );
  const stored =
    mailLanguages.find((value) => value === metadata.mail_language) ??
    mailLanguages.find((value) => value === metadata.language);
  const [language, setLanguage] = useState<MailLanguage>(stored ?? 'en');
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const fullName = name.trim().slice(0, 200);
    // mail_language is the member's own choice, which every mail follows (0871);
    // language alone is what sign-up stored, used when they never chose.
    const { error } = await supabase.auth.updateUser({
      data: { full_name: fullName, language, mail_language: language },
    });
    const profile = error
      ? null
      : await supabase
          .from('profiles')
          .update({ full_name: fullName || null })
          .eq('id', user.id);
    setBusy(false);
    if (error || profile?.error) {
      notice.failed(t('submissions.failedDescription'));
      return;
    }
    notice.saved(t('submissions.dashboard.account.saved'));
  }

  return { name, setName, language, setLanguage, busy, save };
}
