import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { type CultureAction, externalHref } from './culture-content.ts';

interface CultureActionLinkProps {
  action: CultureAction;
  /** What the item is about, for the link's accessible name. */
  subject: string;
  variant: 'ghost' | 'secondary';
}

/** A culture card's button: the portal page it leads to, or a page elsewhere in a new tab. */
export function CultureActionLink({ action, subject, variant }: CultureActionLinkProps) {
  const { t, language } = useTranslation();
  const languageTag = language === 'sr_latin' ? 'sr-Latn' : 'sr-Cyrl';
  const className = 'mt-auto self-start';
  if (action.kind === 'page') {
    return (
      <Button asChild variant={variant} size="sm" className={className}>
        <Link to={action.to} aria-label={t('culture.findEventsFor', { subject })}>
          {t('culture.findEvents')}
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild variant={variant} size="sm" className={className}>
      <a
        href={externalHref(action, language)}
        hrefLang={language === 'en' ? 'en' : languageTag}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('culture.readAboutExternal', { subject })}
      >
        {t('culture.readOnWikipedia')}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </Button>
  );
}
