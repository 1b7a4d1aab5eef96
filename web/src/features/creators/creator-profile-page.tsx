import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, useParams } from 'react-router';
import {
  creatorName,
  creatorNameLanguage,
  creatorShortBio,
  shownTextLanguage,
} from '@domain/creator-display.ts';
import { languageDetails } from '@domain/language.ts';
import { nameInReaderScript } from '@domain/name-script.ts';
import { youTubeWatchId } from '@domain/creator-options.ts';
import { creatorLeadImage } from '@domain/lead-images.ts';
import { routes } from '@domain/routes.ts';
import { creatorPageMeta } from '@domain/seo/creator-page.ts';
import { PageHead } from '@/components/page-head.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { creatorQueryOptions } from './api/creator-query.ts';
import type { CreatorRow } from './api/creator-row.ts';
import { CreatorFacts } from './creator-facts.tsx';
import { CreatorLinks } from './creator-links.tsx';
import { FeaturedVideo } from './featured-video.tsx';
import { LongBio, pickLongBio } from './long-bio.tsx';
import { CreatorAvatar } from './creator-avatar.tsx';
import { CreatorBanner } from './creator-banner.tsx';
import { ReportButton } from '@/components/report/report-button.tsx';
import { pageOrigin } from '@/lib/app-config.ts';

// The contact form (react-hook-form) loads after the profile, not in the page's first chunk.
const CreatorContactForm = lazy(async () => ({
  default: (await import('./creator-contact-form.tsx')).CreatorContactForm,
}));

/** One creator profile (/creator/:slug), published only. */
export function CreatorProfilePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const creator = useQuery(creatorQueryOptions(slug));
  if (creator.isPending)
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <LoadingState label={t('creators.profile.loading')} />
      </div>
    );
  if (creator.isError || !creator.data)
    return (
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10">
        <PageHead
          title={t('creators.profile.errorCreatorNotFound')}
          description=""
          canonicalPath={`/creator/${slug}`}
        />
        <h1 className="sr-only">{t('creators.title')}</h1>
        {creator.isError ? (
          <ErrorState message={t('forms.callErrors.generic')} />
        ) : (
          <p className="font-medium text-heritage-red-700">
            {t('creators.profile.errorCreatorNotFound')}
          </p>
        )}
        <Link to={routes.creators} className="text-serbian-blue-700 underline">
          {t('creators.profile.backToCreators')}
        </Link>
      </div>
    );
  return <CreatorProfile creator={creator.data} />;
}

function CreatorProfile({ creator }: { creator: CreatorRow }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const name = creatorName(creator, language);
  const shortBio = creatorShortBio(creator, language);
  const videoId = youTubeWatchId(creator.primary_video_url);
  const longBio = pickLongBio(creator, language);
  // A fallback in another language or script says so (lang), for screen readers.
  const pageTag = languageDetails[language].htmlLang;
  const ownLang = (tag: string | undefined) => (tag && tag !== pageTag ? tag : undefined);
  const nameLang = ownLang(creatorNameLanguage(creator, language));
  const shortBioLang = ownLang(
    shownTextLanguage(
      language,
      creator.short_bio_eng,
      creator.short_bio_lat,
      creator.short_bio_cyr,
    ),
  );
  const longBioLang = ownLang(
    shownTextLanguage(language, creator.long_bio_eng, creator.long_bio_lat, creator.long_bio_cyr),
  );
  const place = [
    creator.city && nameInReaderScript(language, creator.city),
    creator.country && t(`creators.countries.${creator.country}`),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <article className="pb-14">
      <PageHead
        {...creatorPageMeta(creator, language, pageOrigin(), {
          siteName: t('app.name'),
          sectionTitle: t('creators.title'),
        })}
      />
      <div className="h-40 bg-gradient-to-r from-serbian-blue-800 to-serbian-blue-600 sm:h-56">
        <CreatorBanner src={creatorLeadImage(creator)} />
      </div>
      <div className="mx-auto grid max-w-5xl gap-8 px-4">
        <header className="-mt-14 flex flex-wrap items-end gap-5">
          <CreatorAvatar
            src={creator.avatar_image}
            alt={t('creators.avatarOf', { name })}
            size={128}
            loading="eager"
            className="size-32 rounded-full border-4 border-white shadow"
          />
          <div className="grid gap-1 pb-2">
            <h1 className="flex flex-wrap items-center gap-2 text-3xl font-bold text-serbian-blue-900">
              <span lang={nameLang}>{name}</span>
              {creator.verified && (
                <span className="inline-flex items-center gap-1 rounded-full bg-serbian-blue-50 px-2.5 py-0.5 text-sm font-medium text-serbian-blue-800">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {t('creators.verified', { gender: creator.grammatical_gender ?? '' })}
                </span>
              )}
            </h1>
            {place && (
              <p className="flex items-center gap-1.5 text-stone-600">
                <MapPin aria-hidden="true" className="size-4" />
                {place}
              </p>
            )}
          </div>
        </header>
        {shortBio && (
          <p lang={shortBioLang} className="max-w-3xl text-lg text-stone-700">
            {shortBio}
          </p>
        )}
        <CreatorLinks creator={creator} />
        <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
          <div className="grid content-start gap-10">
            {videoId && (
              <section className="grid gap-3" aria-labelledby="creator-video">
                <h2 id="creator-video" className="text-xl font-semibold text-serbian-blue-900">
                  {t('creators.profile.featuredVideo')}
                </h2>
                <FeaturedVideo videoId={videoId} name={name} />
              </section>
            )}
            {longBio !== null && (
              <section className="grid gap-3" aria-labelledby="creator-about">
                <h2 id="creator-about" className="text-xl font-semibold text-serbian-blue-900">
                  {t('creators.profile.about', { gender: creator.grammatical_gender ?? '' })}
                </h2>
                <div lang={longBioLang}>
                  <LongBio value={longBio} />
                </div>
              </section>
            )}
            {creator.contact_form_enabled && creator.email_public && (
              <section className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
                <Suspense fallback={<div className="min-h-[28rem]" />}>
                  <CreatorContactForm
                    creatorId={creator.id}
                    name={name}
                    gender={creator.grammatical_gender}
                  />
                </Suspense>
              </section>
            )}
          </div>
          <CreatorFacts creator={creator} />
        </div>
        <footer className="flex flex-wrap items-center justify-between gap-4 border-t border-stone-200 pt-6">
          {!creator.owner_user_id && creator.status === 'published' ? (
            <p className="text-stone-700">
              {t('creators.profile.claimPrompt')}{' '}
              <Link
                to={`${routes.creatorsClaim}?slug=${encodeURIComponent(creator.slug)}`}
                className="font-medium text-serbian-blue-700 underline"
              >
                {t('creators.profile.claimLink')}
              </Link>
            </p>
          ) : (
            <span />
          )}
          <ReportButton kind="creator" slug={creator.slug} />
        </footer>
      </div>
    </article>
  );
}
