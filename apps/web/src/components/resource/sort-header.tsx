import { useTranslation } from 'react-i18next';

interface SortHeaderProps {
  /** The column's header, translated. */
  label: string;
  /** How the list is sorted by this column now, or null when by another. */
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
}

/** A column header that sorts the list by its column, saying which way it is sorted now. */
export function SortHeader({ label, direction, onSort }: SortHeaderProps) {
  const { t } = useTranslation(['resource']);
  const described =
    direction === 'asc'
      ? t('resource:sort.ascending', { column: label })
      : direction === 'desc'
        ? t('resource:sort.descending', { column: label })
        : t('resource:sort.by', { column: label });
  return (
    <button type="button" className="sort-header" aria-label={described} data-direction={direction ?? undefined} onClick={onSort}>
      {label}
      <span aria-hidden="true" className="sort-header__mark">
        {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
      </span>
    </button>
  );
}
