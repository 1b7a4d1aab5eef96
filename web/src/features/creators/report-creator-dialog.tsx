import { Flag } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';

// The dialog's code (Radix Dialog, focus trap, scroll lock) loads on the first click.
const ReportCreatorDialogContent = lazy(async () => ({
  default: (await import('./report-creator-dialog-content.tsx')).ReportCreatorDialogContent,
}));

/** The profile's Report button and the report dialog it opens. */
export function ReportCreatorDialog({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t('creators.report.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportCreatorDialogContent
            slug={slug}
            name={name}
            opener={opener}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
