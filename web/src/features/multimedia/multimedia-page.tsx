import { useTranslation } from '@/lib/use-translation.ts';
import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '@domain/routes.ts';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { MusicPanel } from './music-panel.tsx';
import { PhotosPanel } from './photos-panel.tsx';
import { VideosPanel } from './videos-panel.tsx';
import { multimediaTabs } from './multimedia-content.ts';

const panels = { photos: PhotosPanel, videos: VideosPanel, music: MusicPanel };

/**
 * Multimedia (/multimedia): tabs photos (default, open in a lightbox), videos
 * (click to play) and music (a list); sending media goes through the contact page.
 */
export function MultimediaPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageHeader
        title={t('multimedia.title')}
        intro={t('multimedia.intro')}
        canonicalPath="/multimedia"
      />

      <Tabs defaultValue="photos" className="mt-10">
        <TabsList aria-label={t('multimedia.tabsLabel')} className="self-start justify-self-start">
          {multimediaTabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`multimedia.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {multimediaTabs.map((tab) => {
          const Panel = panels[tab];
          return (
            <TabsContent key={tab} value={tab}>
              <Panel />
            </TabsContent>
          );
        })}
      </Tabs>

      <aside className="mt-14 flex flex-col items-start gap-4 rounded-xl bg-serbian-blue-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-serbian-blue-900">
            {t('multimedia.uploadTitle')}
          </h2>
          <p className="mt-1 text-stone-700">{t('multimedia.uploadText')}</p>
        </div>
        <Button asChild className="shrink-0">
          <Link to={routes.contact}>
            <Upload aria-hidden="true" className="size-4" />
            {t('multimedia.upload')}
          </Link>
        </Button>
      </aside>
    </div>
  );
}
