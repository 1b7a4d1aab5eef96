import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { localizedField } from '@domain/content-language.ts';
import { routePath, routes } from '@domain/routes.ts';
import { ConfirmFromMailPage } from '@/components/confirm-from-mail-page.tsx';
import { NarrowPage } from '@/components/narrow-page.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { loginPathFor } from '@/lib/safe-next-path.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useTranslation } from '@/lib/use-translation.ts';

type Outcome =
  | 'accepted'
  | 'already_admin'
  | 'no_token'
  | 'invalid_or_used'
  | 'expired'
  | 'unconfirmed_email'
  | 'wrong_email';

const outcomes: readonly Outcome[] = [
  'accepted',
  'already_admin',
  'no_token',
  'invalid_or_used',
  'expired',
  'unconfirmed_email',
  'wrong_email',
];

type Answer = {
  outcome: string;
  slug?: string;
  name_en?: string;
  name_sr_cyrl?: string | null;
};

/**
 * /organizations/invite?token=: a signed-in member accepts an invitation to
 * run an organization (accept_organization_invite, 0830). Opening the link
 * only shows the button; a visitor is asked to sign in and comes back here.
 */
export function OrganizationInvitePage() {
  const { t } = useTranslation();
  const { ready, session } = useAuth();
  const location = useLocation();
  if (ready && !session)
    return (
      <NarrowPage
        title={t('organizationAdmin.invite.title')}
        canonicalPath={routes.organizationInvite}
      >
        <div className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <p>{t('organizationAdmin.invite.signIn')}</p>
          <Button asChild className="justify-self-start">
            <Link to={loginPathFor(`${location.pathname}${location.search}`)}>
              {t('organizationAdmin.invite.signInLink')}
            </Link>
          </Button>
        </div>
      </NarrowPage>
    );
  return <AcceptInvitation />;
}

function AcceptInvitation() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const name = answer ? localizedField(answer, 'name', language) : '';

  async function accept(token: string): Promise<string | null> {
    const { supabase } = await import('@/lib/supabase-client.ts');
    const { data, error } = await supabase.rpc('accept_organization_invite', { token });
    if (error) return t('organizationAdmin.invite.failed');
    const result = data as unknown as Answer;
    setAnswer(result);
    const outcome = outcomes.find((known) => known === result.outcome) ?? 'invalid_or_used';
    const text = t(`organizationAdmin.invite.outcomes.${outcome}`, {
      name: localizedField(result, 'name', language),
    });
    return outcome === 'accepted' || outcome === 'already_admin' ? null : text;
  }

  return (
    <ConfirmFromMailPage
      title={t('organizationAdmin.invite.title')}
      canonicalPath={routes.organizationInvite}
      texts={{
        intro: t('organizationAdmin.invite.intro'),
        button: t('organizationAdmin.invite.accept'),
        busy: t('organizationAdmin.invite.accepting'),
        doneTitle: t('organizationAdmin.invite.title'),
        done: t(
          `organizationAdmin.invite.outcomes.${answer?.outcome === 'already_admin' ? 'already_admin' : 'accepted'}`,
          { name },
        ),
        failedTitle: t('organizationAdmin.invite.failed'),
        noToken: t('organizationAdmin.invite.outcomes.no_token'),
      }}
      confirm={accept}
    >
      {answer?.slug && (answer.outcome === 'accepted' || answer.outcome === 'already_admin') && (
        <Button asChild className="justify-self-start">
          <Link to={routePath('organizationManage', { slug: answer.slug })}>
            {t('organizationAdmin.invite.openManage', { name })}
          </Link>
        </Button>
      )}
    </ConfirmFromMailPage>
  );
}
