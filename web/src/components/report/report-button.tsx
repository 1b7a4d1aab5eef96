import { Flag } from 'lucide-react';
import { type ComponentProps, lazy } from 'react';
import type { ReportKind } from '@domain/report-schemas.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { Button } from '../ui/button.tsx';
import { LazyDialogButton } from '../lazy-dialog-button.tsx';

// The dialog's code (Radix Dialog, focus trap, scroll lock) loads on the first click.
const ReportDialogContent = lazy(async () => ({
  default: (await import('./report-dialog-content.tsx')).ReportDialogContent,
}));

interface ReportButtonProps {
  kind: ReportKind;
  slug: string;
  /** Names the item in the button's accessible name where several share a page (cards). */
  name?: string;
  variant?: ComponentProps<typeof Button>['variant'];
  className?: string;
}

/** The Report button of a creator, organization or business and the report dialog it opens. */
export function ReportButton({
  kind,
  slug,
  name,
  variant = 'ghost',
  className,
}: ReportButtonProps) {
  const { t } = useTranslation();
  return (
    <LazyDialogButton
      variant={variant}
      size="sm"
      className={className}
      aria-label={name ? t('reports.openNamed', { name }) : undefined}
      dialog={(handle) => <ReportDialogContent kind={kind} slug={slug} {...handle} />}
    >
      <Flag aria-hidden="true" className="size-4" />
      {t(`reports.open.${kind}`)}
    </LazyDialogButton>
  );
}
