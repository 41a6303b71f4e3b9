import { ENQUIRY_KINDS, ENQUIRY_STATUSES, type TEnquiryListQuery, type TEnquiryRow } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { SelectField } from '@/components/select-field';
import { formatDateTime } from '@/lib/i18n';
import { ENQUIRIES_PER_PAGE, enquiryHooks } from './enquiries-queries';
import { EnquiryAbout, EnquiryStatusBadge } from './enquiry-status';
import '@/styles/page.css';
import '@/styles/tables.css';
import '@/styles/filters.css';
import './enquiries.css';

type TFilter = 'status' | 'kind' | 'assigned';

/** {area}/enquiries: the inbox, newest first, with status, source and assignment filters and a search, all kept in the address. */
export function EnquiriesListScreen({ base }: { base: string }) {
  const { t } = useTranslation('enquiries');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = (name: TFilter) => params.get(name) ?? '';
  const query: Partial<TEnquiryListQuery> & { page: number; per_page: number } = {
    page,
    per_page: ENQUIRIES_PER_PAGE,
    ...(params.get('search') ? { search: params.get('search')! } : {}),
    ...(filter('status') ? { status: filter('status') as TEnquiryListQuery['status'] } : {}),
    ...(filter('kind') ? { kind: filter('kind') as TEnquiryListQuery['kind'] } : {}),
    ...(filter('assigned') ? { assigned: filter('assigned') as TEnquiryListQuery['assigned'] } : {}),
  };
  const list = enquiryHooks.useList(query);
  const change = (name: TFilter | 'search' | 'page', value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });

  const columns: DataTableColumn<TEnquiryRow>[] = [
    {
      key: 'reference',
      header: t('enquiries:columns.reference'),
      cell: (e) => (
        <Link to={`${base}/enquiries/${e.id}`}>
          <bdi dir="ltr">{e.reference}</bdi>
        </Link>
      ),
    },
    {
      key: 'from',
      header: t('enquiries:columns.from'),
      cell: (e) => (
        <>
          {e.full_name}
          <span className="cell-sub">
            <bdi dir="ltr">{e.email}</bdi>
          </span>
        </>
      ),
    },
    { key: 'about', header: t('enquiries:columns.about'), cell: (e) => <EnquiryAbout enquiry={e} /> },
    { key: 'status', header: t('enquiries:columns.status'), cell: (e) => <EnquiryStatusBadge status={e.status} /> },
    { key: 'assigned', header: t('enquiries:columns.assigned'), cell: (e) => e.assigned_to?.name ?? '' },
    {
      key: 'received',
      header: t('enquiries:columns.received'),
      cell: (e) => <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>,
    },
  ];

  return (
    <div className="people-stack">
      <div className="page-header">
        <div>
          <h1>{t('enquiries:list.title')}</h1>
          <p className="muted">{t('enquiries:list.intro')}</p>
        </div>
      </div>
      <div className="ledger-filters">
        <SearchInput value={params.get('search') ?? ''} onSearch={(v) => change('search', v)} label={t('enquiries:list.search')} />
        <SelectField
          name="status"
          label={t('enquiries:list.status')}
          placeholder={t('enquiries:list.all')}
          options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(`enquiries:statuses.${s}`) }))}
          value={filter('status')}
          onChange={(e) => change('status', e.target.value)}
        />
        <SelectField
          name="kind"
          label={t('enquiries:list.kind')}
          placeholder={t('enquiries:list.all')}
          options={ENQUIRY_KINDS.map((k) => ({ value: k, label: t(`enquiries:kinds.${k}`) }))}
          value={filter('kind')}
          onChange={(e) => change('kind', e.target.value)}
        />
        <SelectField
          name="assigned"
          label={t('enquiries:list.assigned')}
          placeholder={t('enquiries:list.all')}
          options={[
            { value: 'me', label: t('enquiries:list.mine') },
            { value: 'none', label: t('enquiries:list.nobody') },
          ]}
          value={filter('assigned')}
          onChange={(e) => change('assigned', e.target.value)}
        />
      </div>
      <DataTable
        caption={t('enquiries:list.title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(e) => e.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && (
        <Pagination
          page={page}
          perPage={ENQUIRIES_PER_PAGE}
          total={list.data.pagination.total}
          onPageChange={(p) => change('page', String(p))}
        />
      )}
    </div>
  );
}
