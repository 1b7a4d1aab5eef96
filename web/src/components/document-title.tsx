import { useTranslation } from 'react-i18next';

/** Sets the browser tab title ("Page · Zajednica"); React 19 hoists <title> into <head>. */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const appName = t('app.name');
  return <title>{title ? `${title} · ${appName}` : appName}</title>;
}
