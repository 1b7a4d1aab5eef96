import { CalendarSync, Download } from 'lucide-react';
import { addressInLanguage } from '@domain/language-url.ts';
import { useHydrated } from '@/lib/hydration.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { Button } from '../ui/button.tsx';

/** The webcal:// address of a feed on this site: calendar apps subscribe to it. */
export function webcalUrl(feedPath: string, location: { host: string }): string {
  return `webcal://${location.host}${feedPath}`;
}

/**
 * "Subscribe to calendar" for an iCalendar feed the server serves (all
 * events, a city's, an organization's): a webcal:// link that calendar apps
 * subscribe to, and the same feed as a file to download.
 */
export function CalendarSubscribeLinks({ feedPath: anyLanguage }: { feedPath: string }) {
  const { t, language } = useTranslation();
  // The feed in the page's language: a Cyrillic page subscribes to Cyrillic events.
  const feedPath = addressInLanguage(anyLanguage, language);
  // The host is the browser's: the server renders the feed's plain address until hydrated.
  const hydrated = useHydrated();
  return (
    <section
      aria-label={t('events.feeds.heading')}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 print:hidden"
    >
      <Button asChild variant="secondary">
        <a href={hydrated ? webcalUrl(feedPath, window.location) : feedPath}>
          <CalendarSync aria-hidden="true" className="size-4" />
          {t('events.feeds.subscribe')}
        </a>
      </Button>
      <Button asChild variant="ghost">
        <a href={feedPath} download>
          <Download aria-hidden="true" className="size-4" />
          {t('events.feeds.download')}
        </a>
      </Button>
      <p className="text-sm text-stone-600">{t('events.feeds.hint')}</p>
    </section>
  );
}
