import type { DbOrTx } from '@safar/db';
import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';

/**
 * Lets the job queue run its statements inside the caller's Drizzle transaction, so a job
 * commits or rolls back with the change that caused it (the transactional outbox). The queue
 * writes `$n` placeholders; the statement is rebuilt as Drizzle SQL with each value bound as a
 * parameter, which works the same on PGlite and PostgreSQL through Drizzle's public API.
 */
export function txExecutor(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(match[1]) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = await tx.execute(sql.join(chunks));
      // node-postgres answers { rows }, PGlite answers { rows } too; both through Drizzle.
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}
