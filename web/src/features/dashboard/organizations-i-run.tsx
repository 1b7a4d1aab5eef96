import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { localizedField } from '@domain/content-language.ts';
import { routePath } from '@domain/routes.ts';
import { dataOf } from '@/lib/data-error.ts';
import { supabase } from '@/lib/supabase-client.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useTranslation } from '@/lib/use-translation.ts';

type RunOrganization = {
  organizations: { slug: string; name_en: string; name_sr_cyrl: string | null } | null;
};

/**
 * On the member's dashboard: the organizations they are an admin of
 * (submitted, invited or claimed), each a link to its manage page. Nothing
 * when there are none.
 */
export function OrganizationsIRun({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const run = useQuery({
    queryKey: ['dashboard', 'organizations-i-run', userId],
    queryFn: () =>
      dataOf<RunOrganization[]>(
        supabase
          .from('organization_admins')
          .select('organizations(slug, name_en, name_sr_cyrl)')
          .eq('user_id', userId)
          .limit(100),
      ),
  });
  const organizations = (run.data ?? []).flatMap((row) =>
    row.organizations ? [row.organizations] : [],
  );
  if (organizations.length === 0) return null;
  return (
    <section aria-labelledby="organizations-i-run" className="mb-6 grid gap-2">
      <h2 id="organizations-i-run" className="text-lg font-semibold text-stone-900">
        {t('organizationAdmin.dashboard.heading')}
      </h2>
      <ul className="grid gap-2">
        {organizations.map((organization) => {
          const name = localizedField(organization, 'name', language);
          return (
            <li key={organization.slug}>
              <Link
                to={routePath('organizationManage', { slug: organization.slug })}
                className="text-serbian-blue-700 underline"
              >
                {t('organizationAdmin.dashboard.manage', { name })}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
