import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatDate } from '@domain/format-date.ts';
import { Button } from '@/components/ui/button.tsx';
import { InputField } from '@/components/ui/field.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { DataError, throwIfError } from '@/lib/data-error.ts';
import { supabase } from '@/lib/supabase-client.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import {
  manageKey,
  type ManagedOrganization,
  pendingInvitesQueryOptions,
} from './manage-queries.ts';

const plainEmail = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const refusals = ['not_published', 'already_admin', 'too_many_pending', 'daily_limit'] as const;

/**
 * Invite a co-admin by email (invite_organization_admin, 0830), in the
 * page's language for a stranger's address, and the invitations still
 * waiting, each with a way to withdraw it. The answer never says whether the
 * address has an account.
 */
export function OrganizationInvitesSection({
  organization,
}: {
  organization: ManagedOrganization;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const invites = useQuery(pendingInvitesQueryOptions(organization.slug, organization.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: manageKey(organization.slug) });

  const invite = useMutation({
    mutationFn: async (address: string) => {
      const { data, error, status } = await supabase.rpc('invite_organization_admin', {
        organization: organization.id,
        email: address,
        language,
      });
      throwIfError(error ? { ...error, code: status === 429 ? 'rate_limited' : error.code } : null);
      return data;
    },
    onSuccess: (outcome, address) => {
      const refused = refusals.find((code) => code === outcome);
      if (refused) return setFieldError(t(`organizationAdmin.manage.inviteOutcomes.${refused}`));
      setEmail('');
      showToast({ title: t('organizationAdmin.manage.inviteSent', { email: address }) });
      void refresh();
    },
    onError: (error) => {
      if (error instanceof DataError && error.code === '22023')
        return setFieldError(t('organizationAdmin.manage.invalidEmail'));
      showToast({
        title: t('organizationAdmin.manage.inviteFailed'),
        description:
          error instanceof DataError && error.code === 'rate_limited'
            ? t('organizationAdmin.manage.tooManyRequests')
            : t('organizationAdmin.manage.inviteFailedText'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    },
  });

  const withdraw = useMutation({
    mutationFn: async (id: string) => {
      const { error } = await supabase.rpc('revoke_organization_invite', { invite: id });
      throwIfError(error);
    },
    onSuccess: () => {
      showToast({ title: t('organizationAdmin.manage.withdrawn') });
      void refresh();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!plainEmail.test(address)) return setFieldError(t('organizationAdmin.manage.invalidEmail'));
    setFieldError(undefined);
    invite.mutate(address);
  };

  return (
    <section aria-labelledby="organization-invites" className="grid gap-4">
      <h2 id="organization-invites" className="text-xl font-semibold text-stone-900">
        {t('organizationAdmin.manage.inviteHeading')}
      </h2>
      {organization.status !== 'published' ? (
        <p className="text-stone-700">
          {t('organizationAdmin.manage.inviteOutcomes.not_published')}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4"
        >
          <InputField
            type="email"
            autoComplete="off"
            label={t('organizationAdmin.manage.inviteEmail')}
            hint={t('organizationAdmin.manage.inviteHelp')}
            value={email}
            error={fieldError}
            onChange={(change) => setEmail(change.target.value)}
          />
          <SubmitButton
            busy={invite.isPending}
            busyLabel={t('organizationAdmin.manage.inviteSending')}
            className="justify-self-start"
          >
            {t('organizationAdmin.manage.inviteSend')}
          </SubmitButton>
        </form>
      )}
      <h3 className="text-lg font-semibold text-stone-900">
        {t('organizationAdmin.manage.pendingHeading')}
      </h3>
      {invites.isSuccess && invites.data.length === 0 && (
        <p className="text-stone-600">{t('organizationAdmin.manage.noPending')}</p>
      )}
      <ul className="grid gap-2">
        {(invites.data ?? []).map((pending) => (
          <li
            key={pending.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 bg-white p-3"
          >
            <span className="min-w-0">
              <span className="block font-medium break-all text-stone-900">{pending.email}</span>
              <span className="text-sm text-stone-600">
                {t('organizationAdmin.manage.expires', {
                  date: formatDate(pending.expires_at.slice(0, 10), language),
                })}
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              disabled={withdraw.isPending}
              aria-label={t('organizationAdmin.manage.withdrawLabel', { email: pending.email })}
              onClick={() => withdraw.mutate(pending.id)}
            >
              {t('organizationAdmin.manage.withdraw')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
