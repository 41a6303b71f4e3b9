import {
  passengerTypeBirthRange,
  todayIn,
  type TList,
  type TSaveTravellerData,
  type TTraveller,
  type TTravellerListQuery,
  type TTravellerRef,
  type TTravellerSearchQuery,
  type TUpdateTravellerData,
} from '@safar/contracts';
import { agencies, countries, travellers, type DbOrTx, type Tx } from '@safar/db';
import { and, asc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { AppError, conflict, notFound } from '@/core/app-error';
import { containsPattern } from '@/core/like';
import { paginate } from '@/core/paging';
import type { AuthUser } from '@/core/types';
import { ownAgencyOf, travellerListAgency, travellersScope } from './travellers.policy';
import { toTravellerView, type TTravellerRow } from './travellers.presenter';

const SUBJECT = 'traveller';
const PERSON_UNIQUE = 'travellers_person_unique';

/** "Today" for passenger types: the agency's calendar day, as statements and deposits count days. */
const todayOf = (app: FastifyInstance) => todayIn(app.config.agencyTimezone);

/** The columns the traveller's fields write (the same for a new one and an edit). */
const fieldValues = (input: TSaveTravellerData) => ({
  title: input.title,
  givenName: input.given_name,
  familyName: input.family_name,
  bornOn: input.born_on,
  gender: input.gender,
  nationality: input.nationality,
  passportNumber: input.passport_number,
  passportCountry: input.passport_country,
  passportExpiresOn: input.passport_expires_on,
  email: input.email,
  phone: input.phone,
});

/** Both countries must be ones the countries reference knows (422 on each field that is not). */
async function assertKnownCountries(tx: Tx, input: TSaveTravellerData): Promise<void> {
  const codes = [...new Set([input.nationality, input.passport_country])];
  const known = new Set(
    (await tx.select({ code: countries.code }).from(countries).where(inArray(countries.code, codes))).map((c) => c.code),
  );
  const errors: Record<string, string[]> = {};
  if (!known.has(input.nationality)) errors.nationality = ['validation.country_unknown'];
  if (!known.has(input.passport_country)) errors.passport_country = ['validation.country_unknown'];
  if (Object.keys(errors).length) throw new AppError('validation_failed', { errors });
}

/** Whether the error is PostgreSQL's unique violation of the named index, at any depth of Drizzle's causes. */
function violates(err: unknown, constraint: string): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++, e = (e as { cause?: unknown }).cause) {
    const found = e as { code?: unknown; constraint?: unknown };
    if (found.code === '23505') return found.constraint === constraint;
  }
  return false;
}

/**
 * A save or an edit that would make a second copy of a person the agency already has (same
 * given and family name and birth date, whatever their case): 409 naming the one it has, so the
 * agent edits that one. The unique index decides, so two agents saving the same person at once
 * get one traveller and one refusal; the one it has is looked up once the write is undone.
 */
async function duplicateOf(db: DbOrTx, err: unknown, agencyId: string, input: TSaveTravellerData): Promise<AppError | null> {
  if (!violates(err, PERSON_UNIQUE)) return null;
  const [existing] = await db
    .select({ number: travellers.number, givenName: travellers.givenName, familyName: travellers.familyName })
    .from(travellers)
    .where(
      and(
        eq(travellers.agencyId, agencyId),
        eq(sql`lower(${travellers.givenName})`, input.given_name.toLowerCase()),
        eq(sql`lower(${travellers.familyName})`, input.family_name.toLowerCase()),
        eq(travellers.bornOn, input.born_on),
      ),
    )
    .limit(1);
  return conflict('messages.traveller_duplicate', {
    name: `${existing?.givenName ?? input.given_name} ${existing?.familyName ?? input.family_name}`,
    born_on: input.born_on,
    number: existing?.number ?? '',
  });
}

/** Runs a write; a duplicate person becomes the 409 that names the traveller the agency has. */
async function writing<T>(app: FastifyInstance, agencyId: string, input: TSaveTravellerData, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await app.db.transaction(work);
  } catch (err) {
    throw (await duplicateOf(app.db, err, agencyId, input)) ?? err;
  }
}

/** The traveller an agent may change, locked until its transaction ends (404 outside its agency). */
async function lockOwn(tx: Tx, user: AuthUser, id: string): Promise<TTravellerRow> {
  const [row] = await tx
    .select()
    .from(travellers)
    .where(and(eq(travellers.id, id), travellersScope(user)))
    .limit(1)
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** POST /save-travellers: a new traveller of the agent's agency, logged as traveller.created. */
export async function saveTraveller(
  app: FastifyInstance,
  req: FastifyRequest,
  user: AuthUser,
  input: TSaveTravellerData,
): Promise<TTraveller> {
  const agencyId = ownAgencyOf(user);
  const today = todayOf(app);
  return writing(app, agencyId, input, async (tx) => {
    await assertKnownCountries(tx, input);
    const [row] = await tx
      .insert(travellers)
      .values({ ...fieldValues(input), agencyId, createdBy: user.id })
      .returning();
    const view = toTravellerView(row!, today);
    await recordActivity(tx, req, { action: 'traveller.created', subjectType: SUBJECT, subjectId: row!.id, after: view });
    return view;
  });
}

/** PUT /update-travellers: every field replaced, logged as traveller.updated with before and after. */
export async function updateTraveller(
  app: FastifyInstance,
  req: FastifyRequest,
  user: AuthUser,
  input: TUpdateTravellerData,
): Promise<TTraveller> {
  const agencyId = ownAgencyOf(user);
  const today = todayOf(app);
  return writing(app, agencyId, input, async (tx) => {
    const current = await lockOwn(tx, user, input.id);
    await assertKnownCountries(tx, input);
    const [row] = await tx
      .update(travellers)
      .set({ ...fieldValues(input), updatedBy: user.id, updatedAt: sql`now()` })
      .where(eq(travellers.id, current.id))
      .returning();
    const before = toTravellerView(current, today);
    const after = toTravellerView(row!, today);
    await recordActivity(tx, req, { action: 'traveller.updated', subjectType: SUBJECT, subjectId: current.id, before, after });
    return after;
  });
}

/** DELETE /delete-travellers?id=…: removed for good (see the table's note), logged as traveller.deleted with what it was. */
export async function deleteTraveller(app: FastifyInstance, req: FastifyRequest, user: AuthUser, id: string): Promise<TTravellerRef> {
  const today = todayOf(app);
  return app.db.transaction(async (tx) => {
    const current = await lockOwn(tx, user, id);
    await tx.delete(travellers).where(eq(travellers.id, current.id));
    await recordActivity(tx, req, {
      action: 'traveller.deleted',
      subjectType: SUBJECT,
      subjectId: current.id,
      before: toTravellerView(current, today),
    });
    return { id: current.id, number: current.number };
  });
}

/** GET /get-travellers/{id}: one traveller within the reader's reach (404 otherwise). */
export async function getTraveller(app: FastifyInstance, user: AuthUser, id: string): Promise<TTraveller> {
  const [row] = await app.db
    .select()
    .from(travellers)
    .where(and(eq(travellers.id, id), travellersScope(user)))
    .limit(1);
  if (!row) throw notFound();
  return toTravellerView(row, todayOf(app));
}

/**
 * What `q` matches: the name in either order ("ali khan", "khan ali"), the passport number
 * (spaces typed in it ignored) or the traveller's number.
 */
function searchCondition(q: string | undefined): SQL | undefined {
  const term = q?.replace(/\s+/g, ' ').trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  const compact = term.replace(/\s/g, '');
  return or(
    ilike(sql`${travellers.givenName} || ' ' || ${travellers.familyName}`, pattern),
    ilike(sql`${travellers.familyName} || ' ' || ${travellers.givenName}`, pattern),
    ilike(travellers.passportNumber, containsPattern(compact)),
    ilike(travellers.number, pattern),
  );
}

/** The birth dates of a passenger type today, as conditions on born_on. */
function typeCondition(type: TTravellerSearchQuery['type'], today: string): SQL | undefined {
  if (!type) return undefined;
  const range = passengerTypeBirthRange(type, today);
  return and(
    range.bornAfter ? gt(travellers.bornOn, range.bornAfter) : undefined,
    range.bornOnOrBefore ? lte(travellers.bornOn, range.bornOnOrBefore) : undefined,
  );
}

/** GET /get-travellers: a page of one agency's travellers, by family then given name. */
export async function listTravellers(app: FastifyInstance, user: AuthUser, q: TTravellerListQuery): Promise<TList<TTraveller>> {
  const agencyId = travellerListAgency(user, q.agency_id);
  if (user.role !== 'agent') {
    // Staff name the agency: an unknown one is "not found" rather than an empty list.
    const [agency] = await app.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId)).limit(1);
    if (!agency) throw notFound();
  }
  return searchAgencyTravellers(app, agencyId, q);
}

/**
 * A page of the agency's travellers matching the search, by family then given name. The caller
 * has decided that the reader may see this agency's (its policy).
 */
export async function searchAgencyTravellers(app: FastifyInstance, agencyId: string, q: TTravellerSearchQuery): Promise<TList<TTraveller>> {
  const today = todayOf(app);
  const where = and(eq(travellers.agencyId, agencyId), searchCondition(q.q), typeCondition(q.type, today));
  return paginate(app.db, {
    rows: app.db.select().from(travellers).where(where).orderBy(asc(travellers.familyName), asc(travellers.givenName), asc(travellers.id)),
    count: { from: travellers, where },
    page: q.page,
    perPage: q.per_page,
    present: (rows) => rows.map((row) => toTravellerView(row, today)),
  });
}
