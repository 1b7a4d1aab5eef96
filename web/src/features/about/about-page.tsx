import { routes } from '@domain/routes.ts';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { PageHead } from '@/components/page-head.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TitledSection } from '@/components/content/titled-section.tsx';

const values = ['openness', 'respect', 'heritage', 'volunteering'] as const;
const storyParagraphs = ['storyParagraph1', 'storyParagraph2', 'storyParagraph3'] as const;

/** About (/about): mission, the community's story, values and an invitation. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <PageHead title={t('about.title')} description={t('about.intro')} canonicalPath="/about" />
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900 sm:text-4xl">
        {t('about.title')}
      </h1>
      <p className="mt-4 text-xl leading-relaxed text-stone-700">{t('about.intro')}</p>

      <section
        aria-labelledby="mission-heading"
        className="mt-12 rounded-xl bg-serbian-blue-800 p-8 text-white"
      >
        <h2 id="mission-heading" className="text-2xl font-semibold">
          {t('about.missionTitle')}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-serbian-blue-50">
          {t('about.missionText')}
        </p>
      </section>

      <TitledSection id="story-heading" title={t('about.storyTitle')} className="mt-12">
        <div className="mt-4 grid gap-4 text-lg leading-relaxed text-stone-700">
          {storyParagraphs.map((key) => (
            <p key={key}>{t(`about.${key}`)}</p>
          ))}
        </div>
      </TitledSection>

      <TitledSection id="values-heading" title={t('about.valuesTitle')} className="mt-12">
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {values.map((key) => (
            <li
              key={key}
              className="rounded-xl border-l-4 border-serbian-blue-600 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-semibold text-stone-900">
                {t(`about.values.${key}Title`)}
              </h3>
              <p className="mt-2 text-stone-600">{t(`about.values.${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        id="join-heading"
        title={t('about.ctaTitle')}
        className="mt-12 rounded-xl bg-serbian-blue-50 p-8"
      >
        <p className="mt-3 text-lg text-stone-700">{t('about.ctaText')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={routes.contact}>{t('about.ctaContact')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={routes.organizations}>{t('about.ctaOrganizations')}</Link>
          </Button>
        </div>
      </TitledSection>
    </div>
  );
}
