import { useEffect } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { DocumentTitle } from '../components/document-title.tsx';
import { Button } from '../components/ui/button.tsx';

/** A page that failed to render or load (e.g. a chunk gone after a deploy). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => console.error(error), [error]);
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <DocumentTitle title={t('routeError.title')} />
      <h1 className="text-3xl font-bold text-serbian-blue-800">{t('routeError.title')}</h1>
      <p className="mt-4 text-lg text-stone-600">{t('routeError.text')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </section>
  );
}
