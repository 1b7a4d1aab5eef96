import { useTranslation } from '@/lib/use-translation.ts';

const colours: Record<string, string> = {
  draft: 'bg-stone-100 text-stone-800 ring-stone-300',
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  pending_review: 'bg-amber-50 text-amber-900 ring-amber-300',
  published: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  rejected: 'bg-red-50 text-red-900 ring-red-300',
};

const known = ['draft', 'pending', 'pending_review', 'published', 'approved', 'rejected'] as const;

/** A coloured status label (SPEC §4: draft, pending, pending_review, published, approved, rejected). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const label = (known as readonly string[]).includes(status)
    ? t(`submissions.dashboard.statuses.${status as (typeof known)[number]}`)
    : status;
  return (
    <span
      data-status={status}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours[status] ?? colours.draft}`}
    >
      {label}
    </span>
  );
}
