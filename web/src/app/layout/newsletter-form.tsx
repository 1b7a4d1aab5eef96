import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';

// The form stack (react-hook-form) is not in the entry chunk every page loads first.
const NewsletterSubscribeForm = lazy(async () => ({
  default: (await import('@/components/newsletter/newsletter-subscribe-form.tsx'))
    .NewsletterSubscribeForm,
}));

/** The footer's newsletter sign-up on a light card (the form's fields are drawn for light ground). */
export function NewsletterForm() {
  const { t } = useTranslation();
  return (
    <div className="mt-3 rounded-lg bg-white p-4 text-stone-900">
      <Suspense fallback={<p className="min-h-40 text-sm text-stone-600">{t('app.loading')}</p>}>
        <NewsletterSubscribeForm source="footer" idPrefix="footer-newsletter" />
      </Suspense>
    </div>
  );
}
