import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

interface ListPagerProps {
  /** Zero-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / next under an admin list, with "Page 2 of 7"; nothing when one page holds all. */
export function ListPager({ page, pages, onPage }: ListPagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav
      className="flex flex-wrap items-center justify-between gap-3"
      aria-label={t('admin.list.pageOf', { page: page + 1, pages })}
    >
      <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('admin.list.previous')}
      </Button>
      <span className="text-sm text-stone-700">
        {t('admin.list.pageOf', { page: page + 1, pages })}
      </span>
      <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.list.next')}
      </Button>
    </nav>
  );
}
