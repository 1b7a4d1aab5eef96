import { Users } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Button } from '@/components/ui/button.tsx';

// The dialog's code (Radix Dialog, focus trap, scroll lock) loads on the first click.
const JoinCommunityDialogContent = lazy(async () => ({
  default: (await import('./join-community-dialog-content.tsx')).JoinCommunityDialogContent,
}));

/** The hero's Join the community button and the dialog it opens. */
export function JoinCommunityDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="bg-white !text-serbian-blue-900 hover:bg-serbian-blue-50"
      >
        <Users aria-hidden="true" className="size-4" />
        {t('home.joinCommunity')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <JoinCommunityDialogContent opener={opener} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
