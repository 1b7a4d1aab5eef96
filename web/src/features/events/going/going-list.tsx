import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { goingListQueryOptions } from './going-queries.ts';

/**
 * Who is going, for the event's author and the editors only (the server's
 * event_going_list refuses anyone else): each member's profile name, as they
 * gave it.
 */
export function GoingList({ eventId, authorId }: { eventId: string; authorId: string | null }) {
  const { t } = useTranslation();
  const { user, roles } = useAuth();
  const allowed = Boolean(user) && (user?.id === authorId || roles.isEditor);
  const list = useQuery({ ...goingListQueryOptions(eventId), enabled: allowed });
  if (!allowed || !list.data) return null;
  return (
    <section
      aria-labelledby="event-going-list"
      className="grid gap-2 rounded-lg border border-stone-200 bg-stone-50 p-4 print:hidden"
    >
      <h2 id="event-going-list" className="flex items-center gap-2 text-lg font-semibold">
        <Users aria-hidden="true" className="size-5" />
        {t('events.going.listHeading')}
      </h2>
      <p className="text-sm text-stone-600">{t('events.going.listNote')}</p>
      {list.data.length === 0 ? (
        <p className="text-stone-700">{t('events.going.listEmpty')}</p>
      ) : (
        <ul className="grid list-disc gap-1 pl-5 text-stone-800">
          {list.data.map((person, index) => (
            <li key={`${person.going_since}-${index}`}>
              {person.name ?? t('events.going.unnamed')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
