import { ZActivityQuery } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useZodForm } from '@/features/forms/use-zod-form';
import { EMPTY_ACTIVITY_FILTERS, type TActivityFilters } from './activity-filters';
import { UserPicker } from './user-picker';

export interface ActivityFilterFormProps {
  filters: TActivityFilters;
  onApply: (filters: TActivityFilters) => void;
}

/** Filter by user, action and date range, validated with ZActivityQuery as the API does. */
export function ActivityFilterForm({ filters, onApply }: ActivityFilterFormProps) {
  const { t } = useTranslation('admin');
  const form = useZodForm<TActivityFilters>({ user_id: filters.user_id, action: filters.action, from: filters.from, to: filters.to });
  const { values, setField, errors } = form;

  // ZActivityQuery also checks the range (from ≤ to), with the API's message.
  const handleSubmit = form.handleSubmit(
    ZActivityQuery,
    () => onApply(values),
    (v) => ({ user_id: v.user_id || undefined, action: v.action.trim() || undefined, from: v.from || undefined, to: v.to || undefined }),
  );

  const handleClear = () => {
    form.setValues(EMPTY_ACTIVITY_FILTERS);
    form.setErrors({});
    onApply(EMPTY_ACTIVITY_FILTERS);
  };

  return (
    <form className="activity-filters" noValidate onSubmit={handleSubmit} aria-label={t('admin:activity.filters')}>
      <UserPicker
        label={t('admin:activity.user')}
        value={values.user_id}
        error={errors.user_id}
        onChange={(id) => setField('user_id', id)}
      />
      <TextField
        name="action"
        dir="auto"
        label={t('admin:activity.action')}
        hint={t('admin:activity.action_hint')}
        value={values.action}
        error={errors.action}
        onChange={(e) => setField('action', e.target.value)}
      />
      <TextField
        name="from"
        type="date"
        label={t('admin:activity.from')}
        value={values.from}
        error={errors.from}
        max={values.to || undefined}
        onChange={(e) => setField('from', e.target.value)}
      />
      <TextField
        name="to"
        type="date"
        label={t('admin:activity.to')}
        value={values.to}
        error={errors.to}
        min={values.from || undefined}
        onChange={(e) => setField('to', e.target.value)}
      />
      <div className="form-actions activity-filters__actions">
        <Button type="submit">{t('admin:activity.apply')}</Button>
        <Button variant="secondary" onClick={handleClear}>
          {t('admin:activity.clear')}
        </Button>
      </div>
    </form>
  );
}
