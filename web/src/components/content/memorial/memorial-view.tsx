import { routes } from '@domain/routes.ts';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { Flower2, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { CondolenceBook, condolenceBookId } from './condolence-book.tsx';
import { MemorialFacts } from './memorial-facts.tsx';
import { MemorialGallery } from './memorial-gallery.tsx';
import { MemorialServiceDetails } from './memorial-service-details.tsx';
import { localizedObituary, obituaryLanguageTag } from './memorial-obituary.ts';
import type { Memorial } from '@/api/memorial-row.ts';
import { RichTextView } from './rich-text-view.tsx';
import { ShareMemorialButton } from './share-memorial-button.tsx';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import {
  memorialLeadImage,
  memorialPlaceholderPortrait,
  portraitLeadImageSizes,
} from '@domain/lead-images.ts';
import { nameInReaderScript } from '@domain/name-script.ts';
import { TitledSection } from '@/components/content/titled-section.tsx';
import { InviteBand } from '@/components/content/invite-band.tsx';

/** The memorial page body: portrait, name, dates and places, service, obituary, gallery and actions. */
export function MemorialView({ memorial }: { memorial: Memorial }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const obituary = localizedObituary(memorial, language);
  const name = nameInReaderScript(language, memorial.full_name);
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <Link
        to={routes.memorials}
        className="text-sm font-medium text-serbian-blue-700 hover:underline print:hidden"
      >
        ← {t('memorials.backToList')}
      </Link>
      <header className="mt-6 grid items-center gap-8 sm:grid-cols-[14rem_1fr]">
        <ImageWithFallback
          src={memorialLeadImage(memorial)}
          fallbackSrc={memorialPlaceholderPortrait}
          loading="eager"
          alt={t('memorials.portraitAlt', { name })}
          width={448}
          height={448}
          sizes={portraitLeadImageSizes}
          className="mx-auto aspect-square w-56 rounded-full border-4 border-white bg-stone-100 object-cover shadow-md"
        />
        <div>
          <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere] text-serbian-blue-900 sm:text-4xl">
            {name}
          </h1>
          <MemorialFacts memorial={memorial} />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild>
              <a href={`#${condolenceBookId}`}>
                <Flower2 aria-hidden="true" className="size-4" />
                {t('memorials.condolence')}
              </a>
            </Button>
            <ShareMemorialButton />
          </div>
        </div>
      </header>

      <MemorialServiceDetails memorial={memorial} />

      <TitledSection id="obituary-heading" title={t('memorials.obituary')} className="mt-12">
        <div className="mt-4">
          {obituary ? (
            <RichTextView document={obituary} lang={obituaryLanguageTag(memorial, language)} />
          ) : (
            <p className="text-stone-600">{t('memorials.noContent')}</p>
          )}
        </div>
      </TitledSection>

      <CondolenceBook memorialId={memorial.id} slug={memorial.slug} />

      {memorial.gallery_image_urls.length > 0 && (
        <TitledSection id="gallery-heading" title={t('memorials.gallery')} className="mt-12">
          <div className="mt-4">
            <MemorialGallery name={name} images={memorial.gallery_image_urls} />
          </div>
        </TitledSection>
      )}

      <InviteBand
        className="mt-12"
        text={t('memorials.createPrompt')}
        to={routes.memorialsSubmit}
        buttonLabel={t('memorials.create')}
        icon={Plus}
        buttonVariant="secondary"
      />
    </article>
  );
}
