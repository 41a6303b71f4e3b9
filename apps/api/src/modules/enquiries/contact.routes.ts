import { HONEYPOT_FIELD, ZAgentContactMessage, ZContactMessage, ZProductEnquiry } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { fieldError } from '@/core/app-error';
import { ok } from '@/core/envelope';
import { envelope } from '@/core/responses';
import { ENQUIRY_PRODUCTS } from './enquiry-products';
import { agentContactLimits, publicEnquiryLimits } from './enquiries.limits';
import { receiveEnquiry } from './services/receive-enquiry';

const tags = ['enquiries'];
const received = envelope(z.null());
/** A visitor or a signed-in user (an agent or customer writing from the storefront is recorded as the sender). */
const visitor = { access: 'public', optionalUser: true, ownership: 'none', idempotency: 'optional' } as const;

/**
 * A robot fills every input, the hidden one too. Its message is answered like any other, so it
 * learns nothing, and neither stored nor mailed (the mail would go to whatever address it typed).
 */
const isRobot = (body: Record<string, unknown>) => typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '';

/** The ways a message reaches the enquiries inbox: the public contact form, an agent's, a product's enquire button. */
export async function contactRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const publicLimits = publicEnquiryLimits(app);

  app.post(
    '/contact',
    {
      config: visitor,
      preHandler: publicLimits,
      schema: {
        tags,
        summary: 'The public contact form: full name, email address, optional phone and message; acknowledged by mail',
        description: `Leave \`${HONEYPOT_FIELD}\` out or blank: a form that fills it is answered the same and dropped.`,
        body: ZContactMessage,
        response: { 200: received },
      },
    },
    async (req) => {
      if (!isRobot(req.body)) {
        const { full_name, email, phone, message } = req.body;
        await receiveEnquiry(app, req, { kind: 'contact', fullName: full_name, email, phone, message, senderId: req.user?.id ?? null });
      }
      return ok(req, null, 'messages.contact_received');
    },
  );

  app.post(
    '/contact/us',
    {
      config: { access: 'agentSelf', ownership: 'self', idempotency: 'optional' },
      preHandler: agentContactLimits(app),
      schema: {
        tags,
        summary: "An agent's message to the agency: sent as the signed-in agent (the account's name and address)",
        body: ZAgentContactMessage,
        response: { 200: received },
      },
    },
    async (req) => {
      const agent = requireUser(req);
      await receiveEnquiry(app, req, {
        kind: 'agent_contact',
        fullName: agent.name,
        email: agent.email,
        phone: req.body.phone,
        message: req.body.message,
        senderId: agent.id,
      });
      return ok(req, null, 'messages.contact_received');
    },
  );

  app.post(
    '/enquiries',
    {
      config: visitor,
      preHandler: publicLimits,
      schema: {
        tags,
        summary: 'A question about one product (a car, a tour, seats on a group ticket), filed with its title as it reads now',
        description: `A product that is not offered any more is 422 on \`product_id\`. \`${HONEYPOT_FIELD}\` as for /contact.`,
        body: ZProductEnquiry,
        response: { 200: received },
      },
    },
    async (req) => {
      const { full_name, email, phone, message, product_kind, product_id } = req.body;
      const title = await ENQUIRY_PRODUCTS[product_kind](app.db, product_id, req.locale);
      if (!title) throw fieldError('product_id', 'validation.enquiry_product_gone');
      if (!isRobot(req.body))
        await receiveEnquiry(app, req, {
          kind: 'product',
          fullName: full_name,
          email,
          phone,
          message,
          product: { kind: product_kind, id: product_id, title },
          senderId: req.user?.id ?? null,
        });
      return ok(req, null, 'messages.enquiry_received');
    },
  );
}
