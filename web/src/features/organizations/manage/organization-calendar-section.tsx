import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { InputField } from '@/components/ui/field.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { DataError, throwIfError } from '@/lib/data-error.ts';
import { supabase } from '@/lib/supabase-client.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { CalendarFeedStatus } from './calendar-feed-status.tsx';
import { calendarFeedQueryOptions, manageKey, type ManagedOrganization } from './manage-queries.ts';

const feedAddress = /^(https?|webcals?):\/\/[^\s/?#]+\S*$/i;
const fetchOutcomes = ['requested', 'already_requested', 'too_soon'] as const;

/**
 * The organization's calendar feed on its manage page (0910, decision 033):
 * connect a public ICS address, change or disconnect it, ask for a fetch
 * now, and read how the last fetch went. The server fetches it on its own
 * every few hours.
 */
export function OrganizationCalendarSection({
  organization,
}: {
  organization: ManagedOrganization;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feed = useQuery(calendarFeedQueryOptions(organization.slug, organization.id));
  const [editing, setEditing] = useState(false);
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: manageKey(organization.slug) });
  const failed = (error: Error) =>
    showToast({
      title: t('calendarFeeds.saveFailed'),
      description:
        error instanceof DataError && error.code === 'rate_limited'
          ? t('calendarFeeds.tooManyRequests')
          : undefined,
      variant: 'destructive',
      duration: PRODUCT_TOAST_DURATION,
    });

  const save = useMutation({
    mutationFn: async (address: string) => {
      const current = feed.data;
      const { error, status } = current
        ? await supabase
            .from('organization_calendar_feeds')
            .update({ url: address })
            .eq('id', current.id)
        : await supabase
            .from('organization_calendar_feeds')
            .insert({ organization_id: organization.id, url: address });
      throwIfError(error ? { ...error, code: status === 429 ? 'rate_limited' : error.code } : null);
    },
    onSuccess: () => {
      setUrl('');
      setEditing(false);
      showToast({ title: t('calendarFeeds.connected') });
      void refresh();
    },
    onError: (error) => {
      if (error instanceof DataError && error.code === '23514')
        return setFieldError(t('calendarFeeds.invalidUrl'));
      failed(error);
    },
  });

  const disconnect = useMutation({
    mutationFn: async (id: string) => {
      const { error } = await supabase.from('organization_calendar_feeds').delete().eq('id', id);
      throwIfError(error);
    },
    onSuccess: () => {
      showToast({ title: t('calendarFeeds.disconnected') });
      void refresh();
    },
    onError: failed,
  });

  const fetchNow = useMutation({
    mutationFn: async (id: string) => {
      const { data, error } = await supabase.rpc('request_calendar_feed_fetch', { feed: id });
      throwIfError(error);
      return data as string;
    },
    onSuccess: (outcome) => {
      const known = fetchOutcomes.find((code) => code === outcome);
      showToast({
        title: known ? t(`calendarFeeds.fetchOutcomes.${known}`) : t('calendarFeeds.fetchFailed'),
      });
      void refresh();
    },
    onError: () =>
      showToast({
        title: t('calendarFeeds.fetchFailed'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim();
    if (!feedAddress.test(address)) return setFieldError(t('calendarFeeds.invalidUrl'));
    setFieldError(undefined);
    save.mutate(address);
  };

  const current = feed.data;
  const form = (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <InputField
        type="url"
        inputMode="url"
        autoComplete="off"
        label={t('calendarFeeds.urlLabel')}
        hint={t('calendarFeeds.urlHint')}
        value={url}
        error={fieldError}
        onChange={(change) => setUrl(change.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel={t('calendarFeeds.connecting')}>
          {current ? t('calendarFeeds.save') : t('calendarFeeds.connect')}
        </SubmitButton>
        {current && (
          <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
            {t('calendarFeeds.cancel')}
          </Button>
        )}
      </div>
    </form>
  );

  return (
    <section aria-labelledby="organization-calendar" className="grid gap-4">
      <h2 id="organization-calendar" className="text-xl font-semibold text-stone-900">
        {t('calendarFeeds.heading')}
      </h2>
      <p className="text-stone-700">{t('calendarFeeds.intro')}</p>
      {organization.status !== 'published' ? (
        <p className="text-stone-700">{t('calendarFeeds.errors.organization_not_published')}</p>
      ) : feed.isSuccess && !current ? (
        form
      ) : current ? (
        <div className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4">
          <p className="min-w-0 text-stone-900">
            <span className="font-medium">{t('calendarFeeds.address')}: </span>
            <span className="break-all" data-testid="calendar-address">
              {current.url}
            </span>
          </p>
          <CalendarFeedStatus feed={current} />
          {editing ? (
            form
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button
                type="button"
                disabled={fetchNow.isPending}
                onClick={() => fetchNow.mutate(current.id)}
              >
                {t('calendarFeeds.fetchNow')}
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setUrl(current.url);
                  setEditing(true);
                }}
              >
                {t('calendarFeeds.change')}
              </Button>
              <Button
                type="button"
                variant="ghost"
                disabled={disconnect.isPending}
                onClick={() => {
                  if (window.confirm(t('calendarFeeds.confirmDisconnect')))
                    disconnect.mutate(current.id);
                }}
              >
                {t('calendarFeeds.disconnect')}
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
