import type { TGroupSaleStatus, TGroupTicket, TGroupTicketNames } from '@safar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/badge';
import { Card } from '@/components/card';
import { PageState } from '@/components/page-state';
import { bookingHref, DESK_AREAS } from '@/features/booking-desk/desk-area';
import { apiGet, ApiError } from '@/lib/api';
import { formatNumber } from '@/lib/i18n';
import '@/styles/tables.css';

const TONES: Record<TGroupSaleStatus, BadgeTone> = { held: 'warning', ticketed: 'success', cancelled: 'neutral', voided: 'neutral' };
const ENDED: readonly TGroupSaleStatus[] = ['cancelled', 'voided'];

/** GET /group-tickets/{id}/names: the block's passengers, oldest sale first. */
export function useGroupTicketNames(id: string) {
  return useQuery({
    queryKey: ['group-tickets', id, 'names'] as const,
    queryFn: async () => {
      const data = (await apiGet<TGroupTicketNames>(`/group-tickets/${encodeURIComponent(id)}/names`)).data;
      if (!Array.isArray(data?.names)) throw new ApiError(0, 'internal_error', '');
      return data;
    },
  });
}

/**
 * The block's name list on its staff screen: each passenger sold on it as the airline's list
 * takes the name, the booking it belongs to (opening on the desk), adult, child or infant, and
 * where the sale stands; cancelled and voided names stay listed, marked.
 */
export function GroupTicketNameList({ ticket }: { ticket: TGroupTicket }) {
  const { t } = useTranslation('group-tickets');
  const names = useGroupTicketNames(ticket.id);
  const body = () => {
    if (names.isPending) return <PageState state="loading" />;
    if (names.isError)
      return (
        <PageState
          state="error"
          message={names.error instanceof ApiError ? names.error.description || undefined : undefined}
          onRetry={() => void names.refetch()}
        />
      );
    const list = names.data.names;
    if (list.length === 0) return <p className="muted">{t('names.none')}</p>;
    const ended = list.filter((n) => ENDED.includes(n.status)).length;
    const caption = t('names.caption', { reference: ticket.reference });
    return (
      <>
        <p className="group-ticket-note">{t('names.intro')}</p>
        <p>{t('names.count', { live: formatNumber(list.length - ended), ended: formatNumber(ended) })}</p>
        <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('names.name')}</th>
                <th scope="col">{t('names.type')}</th>
                <th scope="col">{t('names.booking')}</th>
                <th scope="col">{t('names.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((n) => (
                <tr key={`${n.booking_reference ?? ''}-${n.ref}-${n.name}`}>
                  <th scope="row">
                    <bdi dir="ltr">{n.name}</bdi>
                  </th>
                  <td>{n.type ? t(`fare_types.${n.type}`) : t('names.unknown_type')}</td>
                  <td>
                    {n.booking_id && n.booking_reference ? (
                      <Link to={bookingHref(DESK_AREAS.admin, n.booking_id)}>
                        <bdi dir="ltr">{n.booking_reference}</bdi>
                      </Link>
                    ) : (
                      <bdi dir="ltr">{n.booking_reference ?? '—'}</bdi>
                    )}
                  </td>
                  <td>
                    <Badge tone={TONES[n.status]}>{t(`names.statuses.${n.status}`)}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  };
  return <Card title={t('names.title')}>{body()}</Card>;
}
