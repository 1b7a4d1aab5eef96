import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { isHttpsUrl } from '@domain/submission-fields.ts';

/** A live preview of an https image address; nothing for blank or invalid ones. */
export function ImageUrlPreview({ url }: { url: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const trimmed = url.trim();
  if (!isHttpsUrl(trimmed) || failed === trimmed) return null;
  return (
    <img
      src={trimmed}
      alt={t('submissions.imagePreview')}
      width={160}
      height={120}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(trimmed)}
      className="h-30 w-40 rounded-md border border-stone-200 bg-stone-50 object-cover"
    />
  );
}
