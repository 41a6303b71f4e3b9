import type { TCreateGroupTicket, TGroupTicket } from '@safar/contracts';
import { createResourceHooks } from '@/lib/resource-hooks';

/** GET/POST/PUT/DELETE /group-tickets; the list answers `{ flights, pagination }`, GET /group-tickets/{id} `{ group_ticket }`. */
export const groupTicketHooks = createResourceHooks<TGroupTicket, TCreateGroupTicket>({
  key: 'group-tickets',
  listPath: '/group-tickets',
  subject: 'group_ticket',
  updateMethod: 'PUT',
  listKey: 'flights',
});

export const GROUP_TICKETS_PER_PAGE = 20;
