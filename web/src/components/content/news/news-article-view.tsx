import { useTranslation } from '@/lib/use-translation.ts';
import { shownLocalizedField } from '@domain/content-language.ts';
import { formatDate } from '@domain/format-date.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import type { NewsArticleRow } from '@/api/news-article-query.ts';
import { newsLeadImage, newsPlaceholderImage } from '@domain/lead-images.ts';
import { LeadImage } from '@/components/content/lead-image.tsx';

/**
 * What the public sees of an article: category, title, excerpt, byline,
 * image and text. The article page and the editors' review preview both show it.
 */
export function NewsArticleView({ article }: { article: NewsArticleRow }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  // Each text in the language it is shown in: an English fallback says so (lang).
  const title = shownLocalizedField(article, 'title', language);
  const excerpt = shownLocalizedField(article, 'excerpt', language);
  const content = shownLocalizedField(article, 'content', language);
  const authorName = article.profiles?.full_name?.trim() || t('news.article.teamName');
  return (
    <>
      <header className="grid gap-4">
        <p className="text-sm font-semibold tracking-wide text-serbian-blue-700 uppercase">
          {t(`news.categories.${article.category as 'canada'}`)}
        </p>
        <h1
          lang={title.lang}
          className="text-3xl font-bold tracking-tight text-serbian-blue-900 sm:text-4xl"
        >
          {title.text}
        </h1>
        {excerpt.text && (
          <p lang={excerpt.lang} className="text-xl text-stone-600">
            {excerpt.text}
          </p>
        )}
        <p className="flex flex-wrap gap-x-4 text-stone-600">
          <span>{t('news.article.byline', { name: authorName })}</span>
          <time dateTime={article.created_at}>{formatDate(article.created_at, language)}</time>
        </p>
      </header>
      <LeadImage src={newsLeadImage(article)} fallbackSrc={newsPlaceholderImage} />
      <div lang={content.lang} className="grid gap-5 text-lg leading-relaxed text-stone-800">
        {content.text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}
