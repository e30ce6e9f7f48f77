/**
 * What the bench loads and the targets it holds each endpoint to (p99 in ms, per database),
 * read from the environment once.
 */

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};

/** How long and how hard each endpoint is loaded (BENCH_DURATION_SECONDS, BENCH_CONNECTIONS, …). */
export const load = {
  durationSeconds: numberFromEnv('BENCH_DURATION_SECONDS', 10),
  connections: numberFromEnv('BENCH_CONNECTIONS', 10),
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 2),
  uploadConnections: numberFromEnv('BENCH_UPLOAD_CONNECTIONS', 4),
};
/** The large event: a real show's size. */
export const size = { teams: 1500, users: 6000 };
/** Every member read under 25 ms p99 on PostgreSQL, 60 ms on the embedded database. */
export const memberReadTarget = { postgres: 25, pglite: 60 };
/** The organisers' lists' first pages under 50 ms p99 on PostgreSQL, 150 ms embedded. */
export const adminListTarget = { postgres: 50, pglite: 150 };
/** Submitting a 40-field form, the submissions table and the builder under 50 ms p99. */
export const formTarget = { postgres: 50 };
/** A task's report of 1,500 teams under 150 ms p99 (its counts are kept figures). */
export const taskReportTarget = { postgres: 150 };
/**
 * A saved report's view (completion of all 150 tasks, submissions of 50,000) under 500 ms p99
 * on PostgreSQL and 1.5 s on the embedded database: they read kept figures.
 */
export const savedReportTarget = { postgres: 500, pglite: 1500 };
/**
 * The XLSX export of 50,000 submissions of a 40-field form under 5 s and +150 MB on both
 * databases, read as the memory the export adds to the server.
 */
export const exportTarget = {
  postgres: { seconds: 5, addedMb: 150 },
  pglite: { seconds: 5, addedMb: 150 },
};
/**
 * The template editor's list and preview are admin screens, held to the admin target: a preview
 * renders on the editor's render threads, so ten admins previewing at once queue there by design.
 */
export const templateEditorTarget = adminListTarget;
/** Health under 50 ms p99 on both databases while 10 runaway template previews run. */
export const runawayHealthTarget = { postgres: 50, pglite: 50 };

/**
 * BENCH_ONLY=users,teams loads only the endpoints whose label contains one of the words, and
 * skips the upload and import runs: a quick loop while working on one endpoint.
 */
export const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
export const wanted = (label: string) =>
  only.length === 0 || only.some((word) => label.toLowerCase().includes(word));
