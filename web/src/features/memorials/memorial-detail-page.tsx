import { useParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { memorialPageMeta } from '@domain/seo/memorial-page.ts';
import { PageHead } from '@/components/page-head.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { memorialQueryOptions } from './api/memorial-query.ts';
import { MemorialView } from '@/components/content/memorial/memorial-view.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { pageOrigin } from '@/lib/app-config.ts';

/** One published memorial (/inmemoriam/{slug}); 'Memorial not found.' otherwise. */
export function MemorialDetailPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { slug = '' } = useParams();
  const memorial = useQuery(memorialQueryOptions(slug));

  if (memorial.isPending) {
    return <LoadingState label={t('app.loading')} />;
  }
  if (memorial.isError || !memorial.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 text-center">
        <PageHead title={t('memorials.notFound')} />
        <h1 className="text-2xl font-semibold text-serbian-blue-900">{t('memorials.notFound')}</h1>
      </div>
    );
  }

  const data = memorial.data;
  return (
    <>
      <PageHead
        {...memorialPageMeta(data, language, pageOrigin(), {
          siteName: t('app.name'),
          sectionTitle: t('memorials.title'),
          fallback: t('memorials.metaFallback'),
        })}
      />
      <MemorialView memorial={data} />
    </>
  );
}
