import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { useContentLanguage } from '../../lib/use-content-language.ts';
import { resultPath, resultText, type SearchResult } from './search-results.ts';

/** One search hit: its kind, title and snippet, linking to its detail page. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { title, description } = resultText(result, language);
  return (
    <li>
      <Link
        to={resultPath(result)}
        className="group block h-full rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-serbian-blue-300 hover:shadow-md"
      >
        <span className="text-xs font-semibold tracking-wide text-serbian-blue-700 uppercase">
          {t(`search.types.${result.type}`)}
        </span>
        <span className="mt-1 block text-lg font-semibold text-stone-900 group-hover:text-serbian-blue-800">
          {title}
        </span>
        {description && (
          <span className="mt-2 line-clamp-2 text-sm text-stone-600">{description}</span>
        )}
      </Link>
    </li>
  );
}
