import type { TActivityLog } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import '@/styles/tables.css';

type TPerson = TActivityLog['actor'];

export function PersonCell({ person, emptyKey }: { person: TPerson; emptyKey: string }) {
  const { t } = useTranslation('admin');
  if (!person) return <span className="muted">{t(emptyKey)}</span>;
  return (
    <>
      <bdi>{person.name}</bdi>
      <span className="cell-sub">
        <bdi>{person.email}</bdi>
      </span>
    </>
  );
}

const show = (value: unknown) => (value === undefined || value === null ? '—' : JSON.stringify(value, null, 2));

/** The before/after summary (secrets already redacted by the API), folded until asked for. */
export function ActivityChanges({ entry }: { entry: TActivityLog }) {
  const { t } = useTranslation('admin');
  const changes = entry.changes;
  if (!changes || (changes.before === undefined && changes.after === undefined)) return <span className="muted">—</span>;
  return (
    <details className="activity-changes">
      <summary>{t('admin:activity.show_changes')}</summary>
      <div className="activity-changes__body">
        <div>
          <p className="activity-changes__title">{t('admin:activity.before')}</p>
          <pre dir="ltr">{show(changes.before)}</pre>
        </div>
        <div>
          <p className="activity-changes__title">{t('admin:activity.after')}</p>
          <pre dir="ltr">{show(changes.after)}</pre>
        </div>
      </div>
    </details>
  );
}
