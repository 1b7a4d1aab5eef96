import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';

/** The tricolour mark and the portal's name, linking home; on the narrowest phones the mark alone (the name stays its accessible name, not cut to "Зај…"). */
export function BrandLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-md">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-9 shrink-0 rounded-md shadow-sm">
        <rect width="24" height="8" fill="#c6363c" />
        <rect y="8" width="24" height="8" fill="#0c4076" />
        <rect y="16" width="24" height="8" fill="#ffffff" />
      </svg>
      <span className="min-w-0 max-[429px]:sr-only">
        <span className="block truncate text-lg leading-tight font-bold text-serbian-blue-800">
          {t('app.name')}
        </span>
        <span className="hidden truncate text-xs text-stone-600 sm:block">{t('app.tagline')}</span>
      </span>
    </Link>
  );
}
