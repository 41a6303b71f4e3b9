import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/i18n';
import { Button } from './button';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  perPage: number;
  /** Total number of items (the list's `pagination.total`). */
  total: number;
  onPageChange: (page: number) => void;
}

/** "Showing 1–20 of 45", previous and next; hidden when everything fits on one page. */
export function Pagination({ page, perPage, total, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total <= perPage && page <= 1) return null;
  const from = Math.min(total, (page - 1) * perPage + 1);
  const to = Math.min(total, page * perPage);
  return (
    <nav className="pagination" aria-label={t('common:pagination.label')}>
      <p className="pagination-summary">
        {t('common:pagination.showing', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
      </p>
      <div className="pagination-controls">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('common:pagination.previous')}
        </Button>
        <span aria-current="page">{t('common:pagination.page_of', { page: formatNumber(page), pages: formatNumber(pages) })}</span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('common:pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
