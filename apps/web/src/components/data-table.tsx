import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api';
import { PageState } from './page-state';

export interface DataTableColumn<T> {
  /** Stable key of the column. */
  key: string;
  /** Header text (already translated). */
  header: ReactNode;
  /** The cell of one row. */
  cell: (row: T) => ReactNode;
  /** `end` for numbers and action buttons. */
  align?: 'start' | 'end';
}

export interface DataTableProps<T> {
  /** Accessible name of the table (a visually hidden caption). */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  /** The rows; undefined while the first page loads. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** The query is running (the first load shows a spinner; later loads dim the old rows). */
  loading?: boolean;
  /** The query's error, if it failed: shows the error state with the server's message. */
  error?: unknown;
  onRetry?: () => void;
  /** Translation key of the empty text; "Nothing Found" by default. */
  emptyMessageKey?: string;
}

/**
 * A list table with the loading, empty ("Nothing Found") and error states.
 * On a phone it scrolls sideways inside its own focusable region instead of the page.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, loading, error, onRetry, emptyMessageKey }: DataTableProps<T>) {
  if (error) return <PageState state="error" message={error instanceof ApiError ? error.description : undefined} onRetry={onRetry} />;
  if (!rows || rows.length === 0) return loading ? <PageState state="loading" /> : <PageState state="empty" messageKey={emptyMessageKey} />;
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table" aria-busy={loading || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.align === 'end' ? 'align-end' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} className={c.align === 'end' ? 'align-end' : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
