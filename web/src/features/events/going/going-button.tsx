import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, LogIn, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { loginPathFor } from '@/lib/safe-next-path.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import {
  goingCountQueryOptions,
  goingKeys,
  myGoingQueryOptions,
  setGoing,
} from './going-queries.ts';

/**
 * "I'm going" on a published, upcoming event: the public count for everyone;
 * for a signed-in member the button (pressed when they are going, pressing
 * again takes it back); a visitor is led to sign in and back to this page.
 */
export function GoingButton({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const { ready, user } = useAuth();
  const location = useLocation();
  const queryClient = useQueryClient();
  const count = useQuery(goingCountQueryOptions(eventId));
  const mine = useQuery({
    ...myGoingQueryOptions(eventId, user?.id ?? ''),
    enabled: Boolean(user),
  });
  const [busy, setBusy] = useState(false);
  const going = mine.data === true;

  async function toggle() {
    setBusy(true);
    try {
      await setGoing(eventId, !going);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: goingKeys.count(eventId) }),
        queryClient.invalidateQueries({ queryKey: goingKeys.mine(eventId, user!.id) }),
        queryClient.invalidateQueries({ queryKey: goingKeys.list(eventId) }),
      ]);
    } catch (error) {
      const hint = (error as { hint?: unknown }).hint;
      showToast({
        title: hint === 'event_rsvps_limit' ? t('events.going.tooMany') : t('events.going.failed'),
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="event-going">
      {ready && user ? (
        <Button
          variant={going ? 'secondary' : 'primary'}
          aria-pressed={going}
          disabled={busy || mine.isPending}
          onClick={() => void toggle()}
        >
          {going ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <UserCheck aria-hidden="true" className="size-4" />
          )}
          {going ? t('events.going.youAreGoing') : t('events.going.button')}
        </Button>
      ) : (
        <Button asChild variant="secondary">
          <Link to={loginPathFor(`${location.pathname}${location.search}`)}>
            <LogIn aria-hidden="true" className="size-4" />
            {t('events.going.signIn')}
          </Link>
        </Button>
      )}
      {going && (
        <Button variant="ghost" disabled={busy} onClick={() => void toggle()}>
          {t('events.going.notGoing')}
        </Button>
      )}
      {count.data !== undefined && count.data > 0 && (
        <span className="text-sm text-stone-700" aria-live="polite">
          {t('events.going.count', { count: count.data })}
        </span>
      )}
    </div>
  );
}
