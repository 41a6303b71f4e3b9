import type { z } from 'zod';
import type { ZAgencySummary, ZUser } from './schemas/users';

export type TFlag = '0' | '1';

export type TAgencySummary = z.infer<typeof ZAgencySummary>;

/** The user object every endpoint presents (its schema: ZUser). */
export type TUser = z.infer<typeof ZUser>;

/** The subset of a user that access decisions and homeOf need. */
export type TUserAccessFacts = Pick<TUser, 'role' | 'is_approved' | 'is_formFilled' | 'status'>;
