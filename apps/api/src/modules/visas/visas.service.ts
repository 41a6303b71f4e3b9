import type { TVisaView } from '@safar/contracts';
import { visas, type Db } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import { loadVisaRelated, presentVisa } from './visas.presenter';
import { visasScope, visasVisitorScope } from './visas.policy';

/**
 * GET /visas/slug/{slug}: the visa a details page names, as its reader may see it. A visitor,
 * a customer or an agent finds only a published one (a draft or archived visa is 404, as if
 * there were none); staff find any, so they can look at a draft's page before publishing it.
 */
export async function findVisaBySlug(db: Db, slug: string, user: AuthUser | null): Promise<TVisaView> {
  const scope = user ? visasScope(user) : visasVisitorScope();
  const [row] = await db
    .select()
    .from(visas)
    .where(and(eq(visas.slug, slug), scope))
    .limit(1);
  if (!row) throw notFound();
  return presentVisa(row, { user, related: await loadVisaRelated(db, [row]) });
}
