import { useTranslation } from '@/lib/use-translation.ts';
import { PhotoLightbox } from '@/components/content/photo-lightbox.tsx';

interface MemorialGalleryDialogProps {
  name: string;
  images: string[];
  /** The photo shown first (the thumbnail that was pressed). */
  startIndex: number;
  onClose: () => void;
  /** After closing: focus goes back to the thumbnail it was opened from. */
  onClosed: () => void;
}

/** The memorial's enlarged photos (the shared photo lightbox with the memorial's words). */
export function MemorialGalleryDialog({
  name,
  images,
  startIndex,
  onClose,
  onClosed,
}: MemorialGalleryDialogProps) {
  const { t } = useTranslation();
  const count = images.length;
  return (
    <PhotoLightbox
      title={t('memorials.galleryTitle', { name })}
      photos={images.map((src, index) => ({
        src,
        alt: t('memorials.photoAlt', { number: index + 1, count, name }),
      }))}
      startIndex={startIndex}
      labels={{
        close: t('memorials.closeGallery'),
        previous: t('memorials.previousPhoto'),
        next: t('memorials.nextPhoto'),
        position: (number, total) => t('memorials.photoPosition', { number, count: total }),
      }}
      onClose={onClose}
      onClosed={onClosed}
    />
  );
}
