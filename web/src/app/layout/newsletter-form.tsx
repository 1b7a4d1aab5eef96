import { type FormEvent, useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { notImplemented } from '../../components/ui/not-implemented.ts';

/** Footer newsletter sign-up: the browser checks the address; sending is not implemented yet. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    notImplemented();
  };
  return (
    <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {t('footer.emailLabel')}
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={t('footer.emailPlaceholder')}
        className="h-10 w-full min-w-0 rounded-md border border-serbian-blue-300 bg-white px-3 text-sm text-stone-900 placeholder:text-stone-500 sm:flex-1"
      />
      <Button type="submit" variant="secondary">
        {t('footer.subscribe')}
      </Button>
    </form>
  );
}
