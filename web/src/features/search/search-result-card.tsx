import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { highlightMatches } from '@domain/search-highlight.ts';
import { resultPath, resultText, type SearchResult } from './search-results.ts';

/** The text with the words the keyword matched in <mark>. */
function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  const serbian = useContentLanguage() !== 'en' || /[\u0400-\u04ff]/.test(keyword);
  return highlightMatches(text, keyword, { serbian }).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** One search hit: its kind, title and snippet with the matched words marked, linking to its page. */
export function SearchResultCard({ result, keyword }: { result: SearchResult; keyword: string }) {
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
          <Highlighted text={title} keyword={keyword} />
        </span>
        {description && (
          <span className="mt-2 line-clamp-2 text-sm text-stone-600">
            <Highlighted text={description} keyword={keyword} />
          </span>
        )}
      </Link>
    </li>
  );
}
