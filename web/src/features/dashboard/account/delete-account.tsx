import type { User } from '@supabase/supabase-js';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { accountSectionClass } from './account-section.ts';
import { useDeleteAccount } from './use-delete-account.ts';

export function DeleteAccount({ user }: { user: User }) {
  const { t } = useTranslation();
  const { keep, setKeep, confirmation, setConfirmation, busy, confirmed, remove } =
    useDeleteAccount(user);
  return (
    <form className={accountSectionClass} onSubmit={(event) => void remove(event)}>
      <h2 className="text-lg font-semibold text-heritage-red-700">
        {t('submissions.dashboard.account.deleteHeading')}
      </h2>
      <p className="text-sm text-stone-700">{t('submissions.dashboard.account.deleteHint')}</p>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-stone-800">
          {t('submissions.dashboard.account.publishedItems')}
        </legend>
        {[true, false].map((value) => (
          <label key={String(value)} className="flex items-start gap-2 text-sm text-stone-800">
            <input
              type="radio"
              name="keep-published"
              className="mt-1"
              checked={keep === value}
              onChange={() => setKeep(value)}
            />
            {value
              ? t('submissions.dashboard.account.keepPublished')
              : t('submissions.dashboard.account.removePublished')}
          </label>
        ))}
      </fieldset>
      <label htmlFor="account-delete-confirm" className="text-sm font-medium text-stone-800">
        {t('submissions.dashboard.account.deleteConfirm', { email: user.email ?? '' })}
      </label>
      <Input
        id="account-delete-confirm"
        type="email"
        autoComplete="off"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Button type="submit" variant="destructive" disabled={busy || !confirmed}>
        {t('submissions.dashboard.account.deleteButton')}
      </Button>
    </form>
  );
}
