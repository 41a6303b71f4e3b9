import { NEWSLETTER_STATUSES, type TNewsletterSubscriber } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useGroupTravel, useSetLaunchDate } from '@/features/group-travel/group-travel-queries';
import { ApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { downloadSubscribers } from './download-subscribers';
import { SUBSCRIBERS_PER_PAGE, subscriberHooks } from './newsletter-queries';
import '@/styles/page.css';
import '@/styles/tables.css';
import '@/styles/filters.css';

/** A stored instant as a datetime-local input shows it (the reader's clock), and back. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function LaunchDateCard() {
  const { t } = useTranslation('newsletter');
  const travel = useGroupTravel();
  const save = useSetLaunchDate();
  const current = travel.data?.launch_at ?? null;
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = value ?? (current ? toLocalInput(current) : '');
  const submit = (launchAt: string | null) =>
    save.mutate(
      { launch_at: launchAt },
      {
        onSuccess: (res) => {
          notifySuccess(res);
          setValue(null);
          setError(null);
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.fieldErrors().launch_at : undefined;
          setError(field ?? null);
          if (!field) notifyError(err);
        },
      },
    );
  return (
    <Card title={t('newsletter:admin.launch_title')}>
      <p className="muted">{t('newsletter:admin.launch_intro')}</p>
      <p>{current ? formatDateTime(current) : t('newsletter:admin.launch_none')}</p>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (shown) submit(new Date(shown).toISOString());
        }}
      >
        <TextField
          name="launch_at"
          type="datetime-local"
          label={t('newsletter:admin.launch_at')}
          value={shown}
          onChange={(e) => setValue(e.target.value)}
          error={error}
        />
        <div className="card-actions">
          <Button type="submit" busy={save.isPending}>
            {t('newsletter:admin.save')}
          </Button>
          {current && (
            <Button variant="secondary" onClick={() => submit(null)} disabled={save.isPending}>
              {t('newsletter:admin.clear')}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

/** /admin/group-travel: the page's launch date and the newsletter's subscribers (with a CSV of the confirmed ones). */
export function GroupTravelAdminScreen() {
  const { t } = useTranslation('newsletter');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const list = subscriberHooks.useList({ page, per_page: SUBSCRIBERS_PER_PAGE, search, status });
  const columns: DataTableColumn<TNewsletterSubscriber>[] = [
    { key: 'email', header: t('newsletter:admin.email'), cell: (s) => <bdi dir="ltr">{s.email}</bdi> },
    { key: 'status', header: t('newsletter:admin.status'), cell: (s) => t(`newsletter:admin.statuses.${s.status}`) },
    { key: 'language', header: t('newsletter:admin.language'), cell: (s) => s.locale.toUpperCase() },
    { key: 'signed_up', header: t('newsletter:admin.signed_up'), cell: (s) => formatDateTime(s.created_at) },
    { key: 'confirmed', header: t('newsletter:admin.confirmed'), cell: (s) => (s.confirmed_at ? formatDateTime(s.confirmed_at) : '') },
  ];
  return (
    <div className="people-stack">
      <div className="page-header">
        <h1>{t('newsletter:admin.title')}</h1>
      </div>
      <LaunchDateCard />
      <Card
        title={t('newsletter:admin.subscribers')}
        actions={
          <Button variant="secondary" onClick={() => downloadSubscribers().catch(notifyError)}>
            {t('newsletter:admin.export')}
          </Button>
        }
      >
        <div className="ledger-filters">
          <SearchInput value={search} onSearch={(v) => (setSearch(v), setPage(1))} label={t('newsletter:admin.search')} />
          <SelectField
            name="status"
            label={t('newsletter:admin.status')}
            placeholder={t('newsletter:admin.all')}
            options={NEWSLETTER_STATUSES.map((s) => ({ value: s, label: t(`newsletter:admin.statuses.${s}`) }))}
            value={status}
            onChange={(e) => (setStatus(e.target.value), setPage(1))}
          />
        </div>
        <DataTable
          caption={t('newsletter:admin.subscribers')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(s) => s.id}
          loading={list.isFetching}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
        {list.data && <Pagination page={page} perPage={SUBSCRIBERS_PER_PAGE} total={list.data.pagination.total} onPageChange={setPage} />}
      </Card>
    </div>
  );
}
