import { useTranslation } from '@/lib/use-translation.ts';

/** The static members figures of SPEC §2 (500+, 10,000+, 200+). */
export function CommunityStats() {
  const { t } = useTranslation();
  const stats = [
    { figure: '500+', label: t('organizations.stats.members') },
    { figure: '10,000+', label: t('organizations.stats.families') },
    { figure: '200+', label: t('organizations.stats.events') },
  ];
  return (
    <section aria-labelledby="community-stats" className="rounded-2xl bg-serbian-blue-50 px-6 py-8">
      <h2 id="community-stats" className="text-lg font-semibold text-serbian-blue-900">
        {t('organizations.stats.heading')}
      </h2>
      <dl className="mt-4 grid gap-6 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.figure} className="flex flex-col-reverse">
            <dt className="text-stone-700">{stat.label}</dt>
            <dd className="text-3xl font-bold text-serbian-blue-800">{stat.figure}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
