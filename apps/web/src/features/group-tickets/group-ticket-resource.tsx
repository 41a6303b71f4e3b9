import {
  ZCreateGroupTicket,
  ZGroupTicketListQuery,
  ZUpdateGroupTicket,
  type TCreateGroupTicket,
  type TGroupTicket,
  type TUpdateGroupTicket,
} from '@safar/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import type { TResourceDefinition } from '@/components/resource/resource-definition';
import { currentLocale, formatDate } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { EMPTY_GROUP_TICKET, groupTicketToValues, type TGroupTicketFormValues } from './group-ticket-form-values';
import { groupTicketHooks, GROUP_TICKETS_PER_PAGE } from './group-tickets-queries';

/** A leg's local time at its airport, through Intl in the reader's language (not converted to the reader's zone). */
export const formatAtAirport = (instant: string, timeZone: string) =>
  formatDate(instant, { dateStyle: 'medium', timeStyle: 'short', timeZone });

const name = (g: TGroupTicket) => (g.title ? `${g.reference} ${g.title}` : g.reference);

/**
 * The agency's group tickets as a catalogue: /admin/group-tickets, /admin/new/group-ticket and
 * /admin/update/group-ticket?id=…. The form lays out its own fields (flights are a list), so
 * the definition names none.
 */
export const groupTicketResource: TResourceDefinition<TGroupTicket, TGroupTicketFormValues, TCreateGroupTicket, TUpdateGroupTicket> = {
  hooks: groupTicketHooks,
  namespaces: ['group-tickets'],
  paths: { list: '/admin/group-tickets', form: '/admin/new/group-ticket', edit: '/admin/update/group-ticket' },
  perPage: GROUP_TICKETS_PER_PAGE,
  listQuery: ZGroupTicketListQuery,
  name,
  texts: {
    title: 'group-tickets:title',
    new: 'group-tickets:new',
    newTitle: 'group-tickets:new_title',
    editTitle: 'group-tickets:edit_title',
    back: 'group-tickets:back',
    search: 'group-tickets:search',
    create: 'group-tickets:create',
    save: 'group-tickets:save',
    delete: 'group-tickets:actions.delete',
    editNamed: 'group-tickets:actions.edit_named',
    deleteNamed: 'group-tickets:actions.delete_named',
    confirmDelete: {
      title: 'group-tickets:confirm_delete.title',
      message: 'group-tickets:confirm_delete.message',
      confirm: 'group-tickets:confirm_delete.confirm',
    },
  },
  columns: [
    {
      key: 'reference',
      header: 'group-tickets:columns.reference',
      sort: 'reference',
      cell: (g, { editPath }) => (
        <>
          <Link to={editPath}>{g.reference}</Link>
          {g.title && <span className="cell-sub">{g.title}</span>}
        </>
      ),
    },
    {
      key: 'airline',
      header: 'group-tickets:columns.airline',
      cell: (g) => (
        <>
          <span dir="ltr">{g.airline.iata_code}</span>
          <span className="cell-sub">{g.airline.name}</span>
        </>
      ),
    },
    {
      key: 'route',
      header: 'group-tickets:columns.route',
      cell: (g, { t }) => (
        <>
          <span dir="ltr">{t('group-tickets:cell.route', { origin: g.origin.iata_code, destination: g.destination.iata_code })}</span>
          <span className="cell-sub" dir="ltr">
            {t('group-tickets:cell.route', { origin: g.origin.city, destination: g.destination.city })}
          </span>
        </>
      ),
    },
    {
      key: 'dates',
      header: 'group-tickets:columns.dates',
      sort: 'departure_at',
      cell: (g, { t }) => {
        const [first] = g.outbound_legs;
        const [back] = g.return_legs;
        return (
          <>
            {first ? formatAtAirport(first.departure_at, first.departure_time_zone) : g.departure_date}
            <span className="cell-sub">
              {back
                ? t('group-tickets:cell.return', { date: formatAtAirport(back.departure_at, back.departure_time_zone) })
                : t('group-tickets:cell.one_way')}
            </span>
          </>
        );
      },
    },
    {
      key: 'seats',
      header: 'group-tickets:columns.seats',
      sort: 'seats_left',
      align: 'end',
      cell: (g, { t }) =>
        g.seats_left === 0 ? (
          <Badge tone="warning">{t('group-tickets:cell.sold_out')}</Badge>
        ) : (
          t('group-tickets:cell.seats', { left: g.seats_left, total: g.seats_total })
        ),
    },
    {
      key: 'fare',
      header: 'group-tickets:columns.fare',
      sort: 'adult_selling',
      align: 'end',
      cell: (g) => formatMoney(g.fares.adult.selling_minor, g.currency, currentLocale()),
    },
    {
      key: 'status',
      header: 'group-tickets:columns.status',
      cell: (g, { t }) => <Badge tone={g.status === 'active' ? 'success' : 'neutral'}>{t(`group-tickets:status.${g.status}`)}</Badge>,
    },
  ],
  filters: [
    { kind: 'text', name: 'origin', label: 'group-tickets:filter.origin', dir: 'ltr', maxLength: 3 },
    { kind: 'text', name: 'destination', label: 'group-tickets:filter.destination', dir: 'ltr', maxLength: 3 },
    { kind: 'text', name: 'airline', label: 'group-tickets:filter.airline', dir: 'ltr', maxLength: 2 },
    { kind: 'date', name: 'from', label: 'group-tickets:filter.from' },
    { kind: 'date', name: 'to', label: 'group-tickets:filter.to' },
    {
      name: 'active',
      label: 'group-tickets:filter.active',
      placeholder: 'group-tickets:filter.active_all',
      options: [
        { value: '1', label: 'group-tickets:filter.active_yes' },
        { value: '0', label: 'group-tickets:filter.active_no' },
      ],
    },
    {
      name: 'has_seats',
      label: 'group-tickets:filter.seats',
      placeholder: 'group-tickets:filter.seats_all',
      options: [
        { value: '1', label: 'group-tickets:filter.seats_yes' },
        { value: '0', label: 'group-tickets:filter.seats_no' },
      ],
    },
  ],
  rowActions: [
    {
      key: 'toggle',
      label: (g) => (g.status === 'active' ? 'group-tickets:actions.deactivate' : 'group-tickets:actions.activate'),
      ariaLabel: (g) => (g.status === 'active' ? 'group-tickets:actions.deactivate_named' : 'group-tickets:actions.activate_named'),
      patch: (g) => ({ status: g.status === 'active' ? 'inactive' : 'active' }),
    },
  ],
  form: {
    fields: [],
    empty: EMPTY_GROUP_TICKET,
    toValues: groupTicketToValues,
    create: ZCreateGroupTicket,
    update: ZUpdateGroupTicket,
  },
};
