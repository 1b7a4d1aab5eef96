import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { paginationWindow } from '@domain/pagination-window.ts';
import { Button } from '@/components/ui/button.tsx';

interface CreatorsPaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Page buttons per SPEC §9: all pages up to 5, else a window of 5 with first, last and ellipses. */
export function CreatorsPagination({ page, totalPages, onPageChange }: CreatorsPaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={t('creators.pagination')}
      className="flex flex-wrap items-center justify-center gap-1.5"
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('creators.previousPage')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </Button>
      {paginationWindow(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            variant={item === page ? 'primary' : 'secondary'}
            size="icon"
            aria-label={t('creators.pageNumber', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </Button>
        ) : (
          <span key={item} aria-hidden="true" className="px-1 text-stone-500">
            …
          </span>
        ),
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('creators.nextPage')}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </nav>
  );
}
