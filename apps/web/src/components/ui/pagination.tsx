import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useCommonText } from '../../i18n/app-i18n';
import { Button } from './button';

export interface PaginationProps {
  page: number;
  totalPages: number;
  shown: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** First, previous, 'Page n', next, last and 'Showing x of total' (spec 2, section 2.3). */
export function Pagination({ page, totalPages, shown, total, onPageChange }: PaginationProps) {
  const { t } = useCommonText();
  const last = Math.max(1, totalPages);
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sm text-stone-500">{t('showingOf', { shown, total })}</p>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('firstPage')}
          disabled={page <= 1}
          onClick={() => onPageChange(1)}
        >
          <ChevronsLeft className="h-4 w-4 rtl:rotate-180" />
        </Button>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('previousPage')}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft className="h-4 w-4 rtl:rotate-180" />
        </Button>
        <span className="px-3 text-sm font-medium text-stone-700" aria-current="page">
          {t('pageNumber', { page })}
        </span>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('nextPage')}
          disabled={page >= last}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight className="h-4 w-4 rtl:rotate-180" />
        </Button>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('lastPage')}
          disabled={page >= last}
          onClick={() => onPageChange(last)}
        >
          <ChevronsRight className="h-4 w-4 rtl:rotate-180" />
        </Button>
      </div>
    </nav>
  );
}
