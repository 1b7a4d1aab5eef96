import { queryOptions } from '@tanstack/react-query';
import { throwIfError } from '@/lib/data-error.ts';

import type { MailboxMessage } from '@domain/mailbox-message.ts';

/** The mailbox is off (404: SMTP is configured) or refused (401/403): not worth retrying. */
export class MailboxUnavailable extends Error {
  constructor(readonly status: number) {
    super(`The development mailbox answered ${status}`);
  }
}

/** The newest outbox messages; the server answers only a signed-in admin. */
export function devMailboxQueryOptions() {
  return queryOptions({
    queryKey: ['dev-mailbox'],
    meta: { errorToast: false },
    retry: (count, error) => !(error instanceof MailboxUnavailable) && count < 2,
    queryFn: async (): Promise<MailboxMessage[]> => {
      const [{ supabase }, { FunctionsHttpError }] = await Promise.all([
        import('@/lib/supabase-client.ts'),
        import('@supabase/supabase-js'),
      ]);
      const { data, error } = await supabase.functions.invoke<{ messages: MailboxMessage[] }>(
        'dev-mailbox',
        { method: 'GET' },
      );
      if (error instanceof FunctionsHttpError) {
        throw new MailboxUnavailable((error.context as Response).status);
      }
      throwIfError(error);
      return data?.messages ?? [];
    },
  });
}
