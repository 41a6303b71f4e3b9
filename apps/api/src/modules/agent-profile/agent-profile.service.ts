import type { TAgentProfile, TSaveAgentProfileData } from '@safar/contracts';
import { agencies, agencyProfiles, type Db, type DbOrTx } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { notFound } from '@/core/app-error';
import { assertImageExists } from '@/modules/images/images.policy';
import { loadImages } from '@/modules/images/load-images';
import { loggedProfile, toAgentProfileView, type TAgencyProfileRow } from './agent-profile.presenter';

async function profileRows(db: DbOrTx, agencyId: string, lock = false) {
  const agencyQuery = db
    .select({ id: agencies.id, name: agencies.name, phone: agencies.phone, address: agencies.address })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  const [agency] = lock ? await agencyQuery.for('update') : await agencyQuery;
  if (!agency) throw notFound();
  const [row] = await db.select().from(agencyProfiles).where(eq(agencyProfiles.agencyId, agencyId)).limit(1);
  return { agency, row: (row ?? null) as TAgencyProfileRow | null };
}

/** GET /agent-profile: the agency's profile, or what stands in for it until one is saved. */
export async function getAgentProfile(db: DbOrTx, agencyId: string): Promise<TAgentProfile> {
  const { agency, row } = await profileRows(db, agencyId);
  const logos = await loadImages(db, [row?.logoImageId]);
  return toAgentProfileView(agency, row, row?.logoImageId ? (logos.get(row.logoImageId) ?? null) : null);
}

const sameFields = (a: TAgentProfile, b: TSaveAgentProfileData) =>
  a.saved &&
  a.display_name === b.display_name &&
  a.phone === b.phone &&
  a.email === b.email &&
  a.address === b.address &&
  a.website === b.website &&
  a.logo_image_id === b.logo_image_id;

/**
 * POST /agent-profile: replaces the agency's profile in one transaction with its activity entry
 * (`agent_profile.saved`, before and after). The logo must be an image (422 on logo_image_id),
 * share-locked until the commit so the clean-up cannot remove it first. The same profile again
 * changes nothing and logs nothing. The agency's row is locked, so two saves at once apply in turn.
 */
export async function saveAgentProfile(
  db: Db,
  req: FastifyRequest,
  actorId: string,
  agencyId: string,
  input: TSaveAgentProfileData,
): Promise<TAgentProfile> {
  return db.transaction(async (tx) => {
    const { agency, row } = await profileRows(tx, agencyId, true);
    await assertImageExists(tx, input.logo_image_id, 'logo_image_id');
    const before = toAgentProfileView(agency, row, null);
    if (sameFields(before, input)) return getAgentProfile(tx, agencyId);
    const columns = {
      displayName: input.display_name,
      phone: input.phone,
      email: input.email,
      address: input.address,
      website: input.website,
      logoImageId: input.logo_image_id,
      updatedBy: actorId,
    };
    await tx
      .insert(agencyProfiles)
      .values({ agencyId, ...columns })
      .onConflictDoUpdate({ target: agencyProfiles.agencyId, set: { ...columns, updatedAt: sql`now()` } });
    const after = await getAgentProfile(tx, agencyId);
    await recordActivity(tx, req, {
      action: 'agent_profile.saved',
      subjectType: 'agency',
      subjectId: agencyId,
      before: row ? loggedProfile(before) : null,
      after: loggedProfile(after),
    });
    return after;
  });
}

/** The profile an agency has saved, or null: documents show a letterhead only once the agency chose what it says. */
export async function savedAgencyProfile(db: DbOrTx, agencyId: string): Promise<TAgencyProfileRow | null> {
  const [row] = await db.select().from(agencyProfiles).where(eq(agencyProfiles.agencyId, agencyId)).limit(1);
  return row ?? null;
}
