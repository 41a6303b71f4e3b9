/**
 * A bench that runs on PostgreSQL after the throughput figures (bench/run.ts runs every entry
 * of its PG_BENCHES list when PostgreSQL is reachable): it prints its details while it runs
 * and hands back the lines of the final summary and whether it met its goal.
 */
export interface PgBench {
  name: string;
  run(): Promise<PgBenchReport>;
}

export interface PgBenchReport {
  /** Lines for the final summary. */
  summary: string[];
  /** "goal: … — met" / "NOT met", for the last lines of the run. */
  goal: string;
  met: boolean;
}
