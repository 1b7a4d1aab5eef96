import { useTranslation } from '../lib/use-translation.ts';
import { Link } from 'react-router';
import { DocumentTitle } from '../components/document-title.tsx';
import { Button } from '../components/ui/button.tsx';

/** Unknown routes (the server answers them with status 404 and this page). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <DocumentTitle title={t('notFound.title')} />
      <p className="text-6xl font-bold text-serbian-blue-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-serbian-blue-800">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-stone-600">{t('notFound.text')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}
