import { useTranslation } from '../lib/use-translation.ts';
import { DocumentTitle } from './document-title.tsx';

/** A screen whose area has not landed yet: its translated title and a short note. */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-24">
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-800 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-stone-600">{t('pages.preparing')}</p>
    </section>
  );
}
