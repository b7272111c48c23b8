import pg from "pg";

/** This machine's names: the tests and the bench create and drop databases on no other server. */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/** Whether the PostgreSQL server of `url` is on this machine. */
export function isLocalServer(url: string): boolean {
  return LOCAL_HOSTS.has(new URL(url).hostname);
}

/** Runs one statement on the server at `url` (CREATE or DROP DATABASE) with a client of its own. */
export async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
