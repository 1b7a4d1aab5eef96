import { useTranslation } from '@/lib/use-translation.ts';

/** The items of a bulk decision that were not applied, each saying why (who decided first). */
export function RefusalNotice({ messages }: { messages: string[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">{t('admin.bulk.refusedTitle')}</p>
      <ul className="mt-1 grid list-disc gap-1 pl-5">
        {messages.map((message) => (
          <li key={message} className="break-words">
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
