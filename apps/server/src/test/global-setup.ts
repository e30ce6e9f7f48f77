import pg from 'pg';

/** Fails fast with a clear message when TEST_DATABASE_URL is set but unreachable. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL did not answer: ${(error as Error).message}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}
