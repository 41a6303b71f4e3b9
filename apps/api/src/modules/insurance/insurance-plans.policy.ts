import { insurancePlans } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '@/core/types';
import { insurancePriceViewOf } from './insurance-quotes.policy';

const published = () => eq(insurancePlans.status, 'published');

/**
 * insurancePlansScope: staff read every plan (drafts are prepared, archived ones kept for the
 * purchases that name them); agents and customers read the published ones, as visitors do.
 */
export const insurancePlansScope = (user: AuthUser) => (insurancePriceViewOf(user) === 'staff' ? undefined : published());

/** What a caller without a token reads: published plans only. */
export const insurancePlansVisitorScope = () => published();
