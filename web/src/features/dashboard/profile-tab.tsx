import { LogOut } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { supabase } from '@/lib/supabase-client.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { AccountSettings } from './account/account-settings.tsx';
import { NewsletterSettings } from './newsletter-settings.tsx';

/** Profile tab: the member's account settings, the newsletter's preferences and Sign Out. */
export function ProfileTab() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const navigate = useNavigate();
  async function signOut() {
    const { error } = await supabase.auth.signOut();
    if (error) {
      showToast({
        title: t('submissions.dashboard.signOutFailed'),
        description: t('toast.loadFailedText'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
      return;
    }
    await navigate('/');
  }
  return (
    <div className="grid justify-items-start gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      {session && <AccountSettings user={session.user} />}
      <NewsletterSettings />
      <Button variant="secondary" onClick={() => void signOut()}>
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {t('submissions.dashboard.signOut')}
      </Button>
    </div>
  );
}
