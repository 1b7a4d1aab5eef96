import { routePath } from '@domain/routes.ts';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { lifeYears } from './memorial-list-logic.ts';
import type { Memorial } from '@/api/memorial-row.ts';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import { memorialPlaceholderPortrait } from '@domain/lead-images.ts';
import { nameInReaderScript } from '@domain/name-script.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';

/** A memorial in the list: portrait, name and birth–death years. */
export function MemorialCard({ memorial, eager }: { memorial: Memorial; eager: boolean }) {
  const { t } = useTranslation();
  const name = nameInReaderScript(useContentLanguage(), memorial.full_name);
  return (
    <li>
      <Link
        to={routePath('memorial', { slug: memorial.slug })}
        className="group block h-full overflow-hidden rounded-xl border border-stone-200 bg-white text-center shadow-sm transition hover:border-serbian-blue-300 hover:shadow-md"
      >
        <ImageWithFallback
          src={memorial.profile_image_url}
          fallbackSrc={memorialPlaceholderPortrait}
          alt={t('memorials.portraitAlt', { name })}
          width={400}
          height={400}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-square w-full bg-stone-100 object-cover grayscale-[35%] transition group-hover:grayscale-0"
        />
        <span className="block px-3 pt-3 text-base font-semibold sm:px-4 sm:text-lg text-stone-900 group-hover:text-serbian-blue-800">
          {name}
        </span>
        <span className="block px-4 pt-1 pb-5 text-sm text-stone-600">{lifeYears(memorial)}</span>
      </Link>
    </li>
  );
}
