import {
  zIdParams,
  zIdQuery,
  ZEnquiryAssignee,
  ZEnquiryDetails,
  ZEnquiryListQuery,
  ZEnquiryReply,
  ZEnquiryRow,
  ZEnquirySummary,
  ZTraveller,
  ZTravellerSearchQuery,
  ZUpdateEnquiry,
} from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors, listEnvelope } from '@/core/responses';
import { searchAgencyTravellers } from '@/modules/travellers/travellers.service';
import { contactRoutes } from './contact.routes';
import { enquiryTravellersAgency } from './enquiries.policy';
import { countNewEnquiries, enquiryDetails, listAssignees, listEnquiries } from './services/read-enquiries';
import { replyToEnquiry, updateEnquiry } from './services/work-enquiry';

const tags = ['enquiries'];
const desk = { access: 'enquiriesDesk', ownership: 'enquiriesScope' } as const;
const oneEnquiry = envelope(z.strictObject({ enquiry: ZEnquiryDetails }));

/**
 * The enquiries inbox for staff: the list, one enquiry with its thread, replies (mailed), status and
 * assignment, and an agent's enquiry's saved travellers for the booking it becomes.
 */
export async function enquiriesRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await app.register(contactRoutes);

  app.get(
    '/enquiries',
    {
      config: desk,
      schema: {
        tags,
        summary: 'The inbox, newest first: filter by status, kind, assignment (`me`, `none`); search by reference, name, address, product',
        querystring: ZEnquiryListQuery,
        response: { 200: listEnvelope(ZEnquiryRow) },
      },
    },
    async (req) => ok(req, await listEnquiries(app.db, requireUser(req), req.query)),
  );

  app.get(
    '/enquiries-summary',
    {
      config: desk,
      schema: { tags, summary: 'How many enquiries are new (the menu badge)', response: { 200: envelope(ZEnquirySummary) } },
    },
    async (req) => ok(req, { new: await countNewEnquiries(app.db) }),
  );

  app.get(
    '/enquiries/assignees',
    {
      config: { access: 'enquiriesDesk', ownership: 'none' },
      schema: {
        tags,
        summary: 'The staff an enquiry can be assigned to',
        response: { 200: envelope(z.strictObject({ items: z.array(ZEnquiryAssignee) })) },
      },
    },
    async (req) => ok(req, { items: await listAssignees(app.db) }),
  );

  app.get(
    '/enquiries/:id',
    {
      config: desk,
      schema: {
        tags,
        summary: 'One enquiry: the message and the thread of replies',
        params: zIdParams,
        response: { 200: oneEnquiry, ...errors(404) },
      },
    },
    async (req) => ok(req, { enquiry: await enquiryDetails(app.db, req.params.id) }),
  );

  app.get(
    '/enquiries/:id/travellers',
    {
      config: { access: 'enquiriesDesk', ownership: 'enquiryTravellersAgency' },
      schema: {
        tags,
        summary: 'Search the saved travellers of the agency whose agent sent the enquiry, to pick into the booking it becomes',
        description:
          '`q` and `type` as for GET /get-travellers. Only while the enquiry can be turned into a booking (409 once closed or ' +
          'converted); an enquiry not sent by an agent of an agency has no saved travellers (404).',
        params: zIdParams,
        querystring: ZTravellerSearchQuery,
        response: { 200: listEnvelope(ZTraveller), ...errors(404, 409) },
      },
    },
    async (req) => ok(req, await searchAgencyTravellers(app, await enquiryTravellersAgency(app.db, req.params.id), req.query)),
  );

  app.post(
    '/enquiries/:id/replies',
    {
      config: { ...desk, idempotency: 'optional' },
      schema: {
        tags,
        summary: "Answer an enquiry: the reply joins the thread and is mailed to the enquirer in the enquirer's language",
        description:
          'The enquiry becomes answered (and the replier its assignee when nobody had it). A closed or converted enquiry is 409.',
        params: zIdParams,
        body: ZEnquiryReply,
        response: { 200: oneEnquiry, ...errors(404, 409) },
      },
    },
    async (req) => {
      await replyToEnquiry(app, req, requireUser(req), req.params.id, req.body);
      return ok(req, { enquiry: await enquiryDetails(app.db, req.params.id) }, 'messages.enquiry_reply_sent');
    },
  );

  app.put(
    '/enquiries',
    {
      config: desk,
      schema: {
        tags,
        summary: "Set an enquiry's status (new, open, answered, closed) or its assignee (a staff member of the inbox, or null)",
        querystring: zIdQuery,
        body: ZUpdateEnquiry,
        response: { 200: oneEnquiry, ...errors(404, 409) },
      },
    },
    async (req) => {
      await updateEnquiry(app, req, req.query.id, req.body);
      return ok(req, { enquiry: await enquiryDetails(app.db, req.query.id) }, 'messages.enquiry_updated');
    },
  );
}
