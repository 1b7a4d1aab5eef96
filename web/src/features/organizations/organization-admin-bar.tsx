import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { routePath, routes } from '@domain/routes.ts';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { claimOrganizationQueryOptions } from './api/claim-organization-query.ts';
import { OrganizationTrustToggle } from './organization-trust-toggle.tsx';

/**
 * Under an organization's page: "Manage this organization" for its admins,
 * and "Do you run this organization? Claim it" while it has no admins
 * (decision 029); for editors, whether it is trusted. Nothing for anyone else.
 */
export function OrganizationAdminBar({ id, slug }: { id: string; slug: string }) {
  const { t } = useTranslation();
  const { session, roles } = useAuth();
  const claim = useQuery(claimOrganizationQueryOptions(slug));
  const admin = useQuery({
    queryKey: ['organizations', 'is-admin', id, session?.user.id ?? ''],
    enabled: !!session,
    queryFn: async () => {
      const { supabase } = await import('@/lib/supabase-client.ts');
      const { data } = await supabase.rpc('is_organization_admin', { organization: id });
      return data === true;
    },
  });
  return (
    <>
      {roles.isEditor && <OrganizationTrustToggle id={id} />}
      {admin.data ? (
        <Button asChild className="justify-self-start print:hidden">
          <Link to={routePath('organizationManage', { slug })}>
            {t('organizationAdmin.detail.manage')}
          </Link>
        </Button>
      ) : (
        claim.data?.claimable && (
          <p className="text-stone-700 print:hidden">
            {t('organizationAdmin.detail.claimPrompt')}{' '}
            <Link
              to={`${routes.organizationClaim}?slug=${encodeURIComponent(slug)}`}
              className="text-serbian-blue-700 underline"
            >
              {t('organizationAdmin.detail.claim')}
            </Link>
          </p>
        )
      )}
    </>
  );
}
