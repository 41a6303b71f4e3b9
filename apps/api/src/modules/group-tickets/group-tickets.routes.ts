import {
  zIdParams,
  ZCreateGroupTicket,
  ZGroupTicketListQuery,
  ZGroupTicketNames,
  ZGroupTicketView,
  ZUpdateGroupTicket,
} from '@safar/contracts';
import { airlines, groupTickets } from '@safar/db';
import { eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defineCrudResource, registerCrudRoutes } from '@/core/crud-routes';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import { groupTicketNames } from './group-ticket-names';
import { insertColumns, updateColumns } from './group-ticket-columns';
import { loadGroupTicketRelated, presentGroupTicket } from './group-tickets.presenter';
import { assertGroupTicketDeletable, assertGroupTicketEditable, groupTicketsScope } from './group-tickets.policy';

/**
 * The agency's own seat blocks, a catalogue: admin keeps them; every staff role and approved
 * agents read them (agents only those on sale, without the net cost). The list's items are
 * under `flights`, the name flight screens and integrations know them by.
 */
export const groupTicketResource = defineCrudResource({
  path: '/group-tickets',
  table: groupTickets,
  subject: 'group_ticket',
  listKey: 'flights',
  tags: ['group-tickets'],
  access: { read: 'staffOrAgent', write: 'admin', readOwnership: 'groupTicketsScope' },
  schemas: { create: ZCreateGroupTicket, update: ZUpdateGroupTicket, listQuery: ZGroupTicketListQuery, view: ZGroupTicketView },
  searchColumns: [groupTickets.reference, groupTickets.title, groupTickets.flightNumbers, groupTickets.origin, groupTickets.destination],
  sortable: {
    departure_at: groupTickets.departureAt,
    reference: groupTickets.reference,
    seats_left: groupTickets.seatsLeft,
    adult_selling: groupTickets.adultSellingMinor,
    created_at: groupTickets.createdAt,
  },
  filters: (q) => [
    q.origin ? eq(groupTickets.origin, q.origin) : undefined,
    q.destination ? eq(groupTickets.destination, q.destination) : undefined,
    q.airline
      ? sql`${groupTickets.airlineId} in (select ${airlines.id} from ${airlines} where ${airlines.iataCode} = ${q.airline})`
      : undefined,
    q.from ? gte(groupTickets.departureDate, q.from) : undefined,
    q.to ? lte(groupTickets.departureDate, q.to) : undefined,
    q.active ? eq(groupTickets.status, q.active === '1' ? 'active' : 'inactive') : undefined,
    q.has_seats ? (q.has_seats === '1' ? gt(groupTickets.seatsLeft, 0) : eq(groupTickets.seatsLeft, 0)) : undefined,
  ],
  readScope: groupTicketsScope,
  toInsert: (input, user, { tx }) => insertColumns(tx, input, user.id),
  toUpdate: (input, _user, { tx, current }) => updateColumns(tx, current, input),
  loadRelated: loadGroupTicketRelated,
  present: presentGroupTicket,
  actions: { created: 'group_ticket.created', updated: 'group_ticket.updated', deleted: 'group_ticket.deleted' },
  messages: { saved: 'messages.group_ticket_saved', deleted: 'messages.group_ticket_deleted' },
  hooks: {
    beforeUpdate: ({ tx, current, input }) => assertGroupTicketEditable(tx, current, input),
    beforeDelete: async ({ current }) => assertGroupTicketDeletable(current),
  },
});

/**
 * GET/POST/PUT/DELETE /group-tickets and GET /group-tickets/{id}, through the catalogue factory;
 * GET /group-tickets/{id}/names, the block's name list, for the staff who book and ticket.
 */
export async function groupTicketsRoutes(base: FastifyInstance) {
  registerCrudRoutes(base, groupTicketResource);
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/group-tickets/:id/names',
    {
      // Passengers' names are booking data: the desk (admin, reservation) sends them to the airline; agents never read them.
      config: { access: 'bookingsDesk', ownership: 'staff read every block' },
      schema: {
        tags: ['group-tickets'],
        summary: "A block's name list: every passenger sold on it, with the booking and the sale's status",
        params: zIdParams,
        response: { 200: envelope(ZGroupTicketNames), ...errors(404) },
      },
    },
    async (req) => ok(req, await groupTicketNames(app.db, req.params.id)),
  );
}
