import { useTranslation } from '@/lib/use-translation.ts';
import { routes } from '@domain/routes.ts';
import { CallToAction } from '@/components/content/call-to-action.tsx';

/** 'Submit an event' → /events/submit. */
export function SubmitEventCallout() {
  const { t } = useTranslation();
  return (
    <CallToAction
      heading={t('events.submit.heading')}
      text={t('events.submit.text')}
      to={routes.eventsSubmit}
      buttonLabel={t('events.submit.button')}
    />
  );
}
