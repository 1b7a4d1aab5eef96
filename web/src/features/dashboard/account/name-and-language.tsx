import type { User } from '@supabase/supabase-js';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { accountSectionClass } from './account-section.ts';
import { type MailLanguage, mailLanguages, useNameAndLanguage } from './use-name-and-language.ts';

export function NameAndLanguage({ user }: { user: User }) {
  const { t } = useTranslation();
  const { name, setName, language, setLanguage, busy, save } = useNameAndLanguage(user);
  return (
    <form className={accountSectionClass} onSubmit={(event) => void save(event)}>
      <h2 className="text-lg font-semibold text-stone-900">
        {t('submissions.dashboard.account.heading')}
      </h2>
      <label htmlFor="account-name" className="text-sm font-medium text-stone-800">
        {t('submissions.dashboard.account.name')}
      </label>
      <Input
        id="account-name"
        autoComplete="name"
        maxLength={200}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <label htmlFor="account-mail-language" className="text-sm font-medium text-stone-800">
        {t('submissions.dashboard.account.mailLanguage')}
      </label>
      <Select
        id="account-mail-language"
        aria-describedby="account-mail-language-hint"
        value={language}
        onChange={(event) => setLanguage(event.target.value as MailLanguage)}
        options={mailLanguages.map((value) => ({
          value,
          label: t(`submissions.dashboard.account.languages.${value}`),
        }))}
      />
      <p id="account-mail-language-hint" className="text-sm text-stone-600">
        {t('submissions.dashboard.account.mailLanguageHint')}
      </p>
      <Button type="submit" disabled={busy}>
        {t('submissions.dashboard.account.save')}
      </Button>
    </form>
  );
}
