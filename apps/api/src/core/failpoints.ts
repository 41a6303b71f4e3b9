/*
 * Failpoints: named places where a test can have the real process die on the spot, to prove that
 * what was committed before that place is enough to end right after a restart (the crash tests
 * start the API with SAFAR_FAILPOINT=<name>). SIGKILL, not an exception or process.exit: no
 * shutdown handler, no `finally`, no pending write runs, as when a machine loses power or the
 * kernel kills the process. Never honoured in production, and free when unset (one env read).
 * Dependency-free on purpose: it sits in code paths that must not change for it.
 */
export function failpoint(name: string): void {
  if (process.env.NODE_ENV === 'production' || process.env.SAFAR_FAILPOINT !== name) return;
  process.kill(process.pid, 'SIGKILL');
}
