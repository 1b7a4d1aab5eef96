import { useTranslation } from '../lib/use-translation.ts';
import { useDocumentTitle } from '../lib/document-head.ts';

/** Sets the browser tab title ("Page · Zajednica"); renders nothing itself. */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useDocumentTitle(title ? `${title} · ${appName}` : appName);
  return null;
}
