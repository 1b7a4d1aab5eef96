import { useTranslation } from '@/lib/use-translation.ts';

/**
 * For a reader without JavaScript, above a form that only the app can send
 * (the page itself is rendered on the server and reads fully without it).
 * Plain text in <noscript>: with scripting on, browsers keep its content as
 * text, which hydration then meets as the same text.
 */
export function NeedsJavaScriptNote() {
  const { t } = useTranslation();
  return (
    <noscript className="block rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {t('forms.needsJavaScript')}
    </noscript>
  );
}
