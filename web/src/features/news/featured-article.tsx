import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { localizedField } from '@domain/content-language.ts';
import { formatDate } from '@domain/format-date.ts';
import { routePath } from '@domain/routes.ts';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import type { NewsRow } from '@/lib/content-rows.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { newsPlaceholderImage } from '@domain/lead-images.ts';

/** The featured article, shown large above the grid. */
export function FeaturedArticle({ article }: { article: NewsRow }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const title = localizedField(article, 'title', language);
  return (
    <article className="group relative grid overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm md:grid-cols-2">
      <ImageWithFallback
        src={article.image_url}
        fallbackSrc={newsPlaceholderImage}
        width={800}
        height={450}
        loading="eager"
        className="aspect-video h-full w-full bg-serbian-blue-50 object-cover"
      />
      <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
        <p className="flex flex-wrap items-center gap-3 text-sm text-stone-600">
          <span className="rounded-full bg-heritage-red-600 px-2.5 py-0.5 font-medium text-white">
            {t('news.featured')}
          </span>
          <span>{t(`news.categories.${article.category as 'canada'}`)}</span>
          <time dateTime={article.created_at}>{formatDate(article.created_at, language)}</time>
        </p>
        <h2 className="text-2xl font-bold tracking-tight text-serbian-blue-900 sm:text-3xl">
          <Link
            to={routePath('blogArticle', { slug: article.slug })}
            className="after:absolute after:inset-0 group-hover:underline"
          >
            {title}
          </Link>
        </h2>
        <p className="text-lg text-stone-700">{localizedField(article, 'excerpt', language)}</p>
        <p aria-hidden="true" className="font-medium text-serbian-blue-700">
          {t('news.readMore')} →
        </p>
      </div>
    </article>
  );
}
