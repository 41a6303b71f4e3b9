import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn } from './columns';
import { users } from './users';

/** Bearer tokens, stored as SHA-256 hashes; checked on every request. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: tsColumn('last_used_at').notNull().defaultNow(),
    expiresAt: tsColumn('expires_at').notNull(),
    revokedAt: tsColumn('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/**
 * One-time codes: sign-in (`login`) and email verification (`verify_email`, which also has a
 * link token). Stored hashed; single use; a newer code supersedes older ones.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['login', 'verify_email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tsColumn('expires_at').notNull(),
    consumedAt: tsColumn('consumed_at'),
    supersededAt: tsColumn('superseded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_challenges_user_idx').on(t.userId, t.purpose, t.createdAt),
    uniqueIndex('otp_challenges_link_unique').on(t.linkTokenHash),
  ],
);

/** Failed code entries, to cap wrong tries per account per hour across all challenges. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['otp'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_failures_user_idx').on(t.userId, t.kind, t.createdAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tsColumn('expires_at').notNull(),
    usedAt: tsColumn('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_hash_unique').on(t.tokenHash)],
);
