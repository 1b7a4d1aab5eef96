import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isLanguage } from '@domain/language.ts';
import type { NewsletterPreferencesInput } from '@domain/newsletter-schemas.ts';
import { routePath, routes } from '@domain/routes.ts';
import type { FunctionAnswer } from '@domain/server-functions.ts';
import { NarrowPage } from '@/components/narrow-page.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { SuccessNotice } from '@/components/ui/success-notice.tsx';
import { DataError } from '@/lib/data-error.ts';
import { featureErrorCode } from '@/lib/function-error-text.ts';
import { sendToFunction } from '@/lib/send-to-function.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { CityCheckboxes } from '@/components/newsletter/city-checkboxes.tsx';
import { LanguageField } from '@/components/newsletter/language-field.tsx';
import { LinkOutcome } from '@/components/link-outcome.tsx';

/** The subscription of a link's token (its answer typed by domain/server-functions.ts). */
type Preferences = FunctionAnswer<'newsletter-preferences'>;

async function loadPreferences(token: string): Promise<Preferences> {
  // Loads on the first visit of the page, not with the app.
  const { invokeFunction } = await import('@/lib/invoke-function.ts');
  return invokeFunction('newsletter-preferences', { token });
}

/**
 * /newsletter/preferences?token=: reached from every newsletter mail and the
 * dashboard, without signing in. The token (the subscriber's secret) shows
 * that subscription only; the page changes its language and cities, or
 * leads to the unsubscribe page.
 */
export function NewsletterPreferencesPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const query = useQuery({
    queryKey: ['newsletter-preferences', token],
    queryFn: () => loadPreferences(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const failure = !token
    ? 'no_token'
    : query.isError
      ? query.error instanceof DataError && query.error.code === 'link_invalid'
        ? 'link_invalid'
        : 'other'
      : null;

  return (
    <NarrowPage
      title={t('newsletterPreferences.title')}
      canonicalPath={routes.newsletterPreferences}
      intro={t('newsletterPreferences.intro')}
    >
      {failure ? (
        <LinkOutcome ok={false} title={t('newsletterPreferences.failedTitle')}>
          <p>
            {failure === 'other'
              ? t('newsletter.errors.generic')
              : t(`newsletterPreferences.${failure}`)}
          </p>
          {failure === 'other' && (
            <Button
              variant="secondary"
              className="justify-self-start"
              onClick={() => void query.refetch()}
            >
              {t('newsletterPreferences.retry')}
            </Button>
          )}
        </LinkOutcome>
      ) : !query.data ? (
        <LoadingState label={t('newsletterPreferences.loading')} />
      ) : !query.data.subscribed ? (
        <LinkOutcome ok={false} title={t('newsletterPreferences.notSubscribedTitle')}>
          <p>{t('newsletterPreferences.notSubscribedText')}</p>
        </LinkOutcome>
      ) : (
        <PreferencesForm token={token} preferences={query.data} />
      )}
    </NarrowPage>
  );
}

function PreferencesForm({ token, preferences }: { token: string; preferences: Preferences }) {
  const { t, language: pageLanguage } = useTranslation();
  const [saved, setSaved] = useState(false);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/newsletter-schemas.ts')).newsletterPreferencesSchema,
    defaultValues: {
      token,
      language: isLanguage(preferences.language) ? preferences.language : pageLanguage,
      cities: preferences.cities,
    } satisfies NewsletterPreferencesInput,
  });

  const submit = onSubmit(async (request) => {
    setSaved(false);
    const delivered = await sendToFunction(
      form,
      'newsletter-update-preferences',
      request,
      (error) => ({
        title: t('newsletterPreferences.saveFailed'),
        description: t(`newsletter.errors.${featureErrorCode(error)}`),
      }),
    );
    setSaved(delivered);
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="grid gap-5">
        <p className="font-medium text-stone-800 [overflow-wrap:anywhere]">
          {t('newsletterPreferences.address', { email: preferences.email })}
        </p>
        <LanguageField
          id="preferences-language"
          error={errors.language?.message}
          register={form.register('language', { onChange: () => setSaved(false) })}
        />
        <CityCheckboxes
          legend={t('newsletter.cities')}
          hint={t('newsletterPreferences.citiesHint')}
          error={errors.cities?.message}
          register={form.register('cities', { onChange: () => setSaved(false) })}
        />
        <SubmitButton
          busy={busy}
          busyLabel={t('newsletterPreferences.saving')}
          className="justify-self-start"
        >
          {t('newsletterPreferences.save')}
        </SubmitButton>
      </form>
      {saved && (
        <SuccessNotice title={t('newsletterPreferences.savedTitle')}>
          <p>{t('newsletterPreferences.savedText')}</p>
        </SuccessNotice>
      )}
      <section
        aria-labelledby="preferences-unsubscribe-heading"
        className="grid gap-2 border-t border-stone-200 pt-6"
      >
        <h2 id="preferences-unsubscribe-heading" className="text-lg font-semibold text-stone-900">
          {t('newsletterPreferences.unsubscribeHeading')}
        </h2>
        <p className="text-stone-700">{t('newsletterPreferences.unsubscribeText')}</p>
        <Button variant="secondary" className="justify-self-start" asChild>
          <Link to={`${routePath('newsletterUnsubscribe')}?token=${encodeURIComponent(token)}`}>
            {t('newsletterPreferences.unsubscribe')}
          </Link>
        </Button>
      </section>
    </>
  );
}
