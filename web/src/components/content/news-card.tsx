import { Link } from 'react-router';
import { shownLocalizedField } from '@domain/content-language.ts';
import { formatDate } from '@domain/format-date.ts';
import { routePath } from '@domain/routes.ts';
import type { NewsRow } from '@/lib/content-rows.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { Card, CardBody } from '../ui/card.tsx';
import { newsPlaceholderImage } from '@domain/lead-images.ts';
import { CardCoverImage } from './card-cover-image.tsx';

interface NewsCardProps {
  article: NewsRow;
  categoryLabel: string;
  readMoreLabel: string;
  headingLevel?: 'h2' | 'h3';
}

/** A news article in a list; the title links to its canonical address /blog/{slug}. */
export function NewsCard({
  article,
  categoryLabel,
  readMoreLabel,
  headingLevel: Heading = 'h3',
}: NewsCardProps) {
  const language = useContentLanguage();
  // Each text in the language it is shown in: an English fallback says so (lang).
  const title = shownLocalizedField(article, 'title', language);
  const excerpt = shownLocalizedField(article, 'excerpt', language);
  const path = routePath('blogArticle', { slug: article.slug });
  return (
    <Card className="group relative">
      <CardCoverImage src={article.image_url} fallbackSrc={newsPlaceholderImage} />
      <CardBody>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-stone-600">
          <span className="rounded-full bg-serbian-blue-50 px-2.5 py-0.5 font-medium text-serbian-blue-800">
            {categoryLabel}
          </span>
          <time dateTime={article.created_at}>{formatDate(article.created_at, language)}</time>
        </p>
        <Heading lang={title.lang} className="text-lg font-semibold text-stone-900">
          <Link
            to={path}
            className="after:absolute after:inset-0 group-hover:text-serbian-blue-700 group-hover:underline"
          >
            {title.text}
          </Link>
        </Heading>
        {excerpt.text && (
          <p lang={excerpt.lang} className="line-clamp-3 text-stone-700">
            {excerpt.text}
          </p>
        )}
        <p aria-hidden="true" className="mt-auto pt-2 text-sm font-medium text-serbian-blue-700">
          {readMoreLabel} →
        </p>
      </CardBody>
    </Card>
  );
}
