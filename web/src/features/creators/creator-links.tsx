import { Camera, Globe, Mail, Music2, Users, Video } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import type { CreatorRow } from './api/creator-row.ts';
import { linkHref, mailtoHref } from '@/lib/safe-link.ts';

/** Social links (rel noopener nofollow ugc) and the public email of a creator. */
export function CreatorLinks({ creator }: { creator: CreatorRow }) {
  const { t } = useTranslation();
  const links = [
    { url: creator.youtube_channel_url, label: t('creators.profile.youtube'), Icon: Video },
    { url: creator.instagram_url, label: t('creators.profile.instagram'), Icon: Camera },
    { url: creator.tiktok_url, label: t('creators.profile.tiktok'), Icon: Music2 },
    { url: creator.facebook_url, label: t('creators.profile.facebook'), Icon: Users },
    { url: creator.website_url, label: t('creators.profile.website'), Icon: Globe },
  ].filter((link) => Boolean(linkHref(link.url)));
  if (links.length === 0 && !creator.email_public) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map(({ url, label, Icon }) => (
        <li key={label}>
          <a
            href={url!}
            target="_blank"
            rel="noopener nofollow ugc"
            className="inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:border-serbian-blue-400 hover:text-serbian-blue-800"
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </a>
        </li>
      ))}
      {creator.email_public && (
        <li>
          <a
            href={mailtoHref(creator.email_public)}
            className="inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:border-serbian-blue-400 hover:text-serbian-blue-800"
          >
            <Mail aria-hidden="true" className="size-4" />
            {creator.email_public}
          </a>
        </li>
      )}
    </ul>
  );
}
