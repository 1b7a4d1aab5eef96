import { useTranslation } from '@/lib/use-translation.ts';
import { Upload } from 'lucide-react';
import { routes } from '@domain/routes.ts';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { MusicPanel } from './music-panel.tsx';
import { PhotosPanel } from './photos-panel.tsx';
import { VideosPanel } from './videos-panel.tsx';
import { multimediaTabs } from './multimedia-content.ts';
import { InviteBand } from '@/components/content/invite-band.tsx';

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

      <InviteBand
        className="mt-14"
        heading={t('multimedia.uploadTitle')}
        text={t('multimedia.uploadText')}
        to={routes.contact}
        buttonLabel={t('multimedia.upload')}
        icon={Upload}
      />
    </div>
  );
}
