import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { writtenLanguageTag } from '@domain/content-language.ts';
import { formatDate } from '@domain/format-date.ts';
import { Button } from '@/components/ui/button.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { CandleButton } from './candle-button.tsx';
import { condolencesQueryOptions } from './condolence-queries.ts';

// The form (react-hook-form) loads when someone starts writing, not with the memorial.
const CondolenceForm = lazy(async () => ({
  default: (await import('./condolence-form.tsx')).CondolenceForm,
}));

/** The anchor of the book, for the memorial header's "Send condolences" link. */
export const condolenceBookId = 'condolences';

/** The book of condolences under the obituary: count, candle, form, approved condolences newest first. */
export function CondolenceBook({ memorialId, slug }: { memorialId: string; slug: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const condolences = useQuery(condolencesQueryOptions(memorialId));
  const [writing, setWriting] = useState(false);
  const rows = condolences.data ?? [];
  return (
    <section
      id={condolenceBookId}
      aria-labelledby="condolences-heading"
      className="mt-12 scroll-mt-24"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="condolences-heading" className="text-2xl font-semibold text-serbian-blue-900">
          {t('condolences.heading')}
        </h2>
        {condolences.data && (
          <p className="text-stone-700">{t('condolences.count', { count: rows.length })}</p>
        )}
      </div>
      <div className="mt-4 grid gap-4">
        <CandleButton memorialId={memorialId} slug={slug} />
        {writing ? (
          <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
            <Suspense fallback={<div className="min-h-[28rem]" />}>
              <CondolenceForm slug={slug} onCancel={() => setWriting(false)} />
            </Suspense>
          </div>
        ) : (
          <Button className="justify-self-start" onClick={() => setWriting(true)}>
            {t('condolences.write')}
          </Button>
        )}
        {condolences.data && rows.length === 0 && (
          <p className="text-stone-600">{t('condolences.empty')}</p>
        )}
        <ol className="grid gap-4">
          {rows.map((row) => {
            // What the writer wrote is in their language (an English condolence on a Serbian page).
            const written = writtenLanguageTag(row.language, language);
            return (
              <li key={row.id} className="rounded-xl border border-stone-200 bg-stone-50 p-5">
                <p className="font-semibold text-stone-900">
                  {row.author_name}
                  {row.relation && (
                    <span className="font-normal text-stone-600">
                      {t('condolences.relationSeparator')}
                      <span lang={written}>{row.relation}</span>
                    </span>
                  )}
                </p>
                <p className="text-sm text-stone-500">
                  <time dateTime={row.created_at}>{formatDate(row.created_at, language)}</time>
                </p>
                <p
                  lang={written}
                  className="mt-2 whitespace-pre-line text-stone-800 [overflow-wrap:anywhere]"
                >
                  {row.message}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
