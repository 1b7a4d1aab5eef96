import { Users } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { LazyDialogButton } from '@/components/lazy-dialog-button.tsx';

// The dialog's code (Radix Dialog, focus trap, scroll lock) loads on the first click.
const JoinCommunityDialogContent = lazy(async () => ({
  default: (await import('./join-community-dialog-content.tsx')).JoinCommunityDialogContent,
}));

/** The hero's Join the community button and the dialog it opens. */
export function JoinCommunityDialog() {
  const { t } = useTranslation();
  return (
    <LazyDialogButton
      className="bg-white !text-serbian-blue-900 hover:bg-serbian-blue-50"
      dialog={(handle) => <JoinCommunityDialogContent {...handle} />}
    >
      <Users aria-hidden="true" className="size-4" />
      {t('home.joinCommunity')}
    </LazyDialogButton>
  );
}
