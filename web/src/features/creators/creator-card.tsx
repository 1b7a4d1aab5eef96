import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { creatorName, creatorNameLanguage } from '@domain/creator-display.ts';
import { languageDetails } from '@domain/language.ts';
import { routePath } from '@domain/routes.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { CreatorAvatar } from './creator-avatar.tsx';
import type { CreatorRow } from './api/creator-row.ts';

/** A directory card: avatar, name, verified mark and up to 3 niche badges. */
export function CreatorCard({ creator }: { creator: CreatorRow }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const name = creatorName(creator, language);
  // A name known only in another language says so (lang), for screen readers.
  const nameLang = creatorNameLanguage(creator, language);
  return (
    <Link
      to={routePath('creator', { slug: creator.slug })}
      className="group grid h-full justify-items-center gap-3 rounded-xl border border-stone-200 bg-white p-5 text-center shadow-sm transition hover:border-serbian-blue-300 hover:shadow-md"
    >
      <CreatorAvatar src={creator.avatar_image} alt="" size={96} className="size-24 rounded-full" />
      <h2 className="flex items-center gap-1.5 text-lg font-semibold text-serbian-blue-900 group-hover:underline">
        <span lang={nameLang !== languageDetails[language].htmlLang ? nameLang : undefined}>
          {name}
        </span>
        {creator.verified && (
          <BadgeCheck
            aria-label={t('creators.verified', { gender: creator.grammatical_gender ?? '' })}
            role="img"
            className="size-5 text-serbian-blue-600"
          />
        )}
      </h2>
      {creator.niche.length > 0 && (
        <ul className="flex flex-wrap justify-center gap-1.5">
          {creator.niche.slice(0, 3).map((niche) => (
            <li
              key={niche}
              className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700"
            >
              {t(`creators.niches.${niche}`)}
            </li>
          ))}
        </ul>
      )}
    </Link>
  );
}
