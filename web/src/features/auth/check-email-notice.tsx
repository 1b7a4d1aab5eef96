import { MailCheck } from 'lucide-react';

/** "Check your email": the calm state after a sign-up or a reset request. */
export function CheckEmailNotice({ text, hint }: { text: string; hint?: string }) {
  return (
    <div role="status" className="grid gap-3">
      <MailCheck aria-hidden="true" className="size-10 text-serbian-blue-700" />
      <p className="text-stone-800">{text}</p>
      {hint && <p className="text-sm text-stone-600">{hint}</p>}
    </div>
  );
}
