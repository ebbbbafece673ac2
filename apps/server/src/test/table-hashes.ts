import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'

/**
 * One md5 per table of the public schema, over all its rows: equal before and after means no
 * request changed anything. Rate-limit counters are left out (counting is what they do), and of
 * the sessions only their ids and users (reading a session may push its expiry).
 */
export async function hashTables({ db }: Database): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'
    order by table_name`)
  const hashes: Record<string, string> = {}
  for (const { name } of tables.rows) {
    const rows =
      name === 'sessions'
        ? sql`select id, user_id from sessions`
        : sql`select * from ${sql.identifier(name)}`
    const result = await db.execute<{ hash: string | null }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from (${rows}) t`,
    )
    hashes[name] = String(result.rows[0]?.hash)
  }
  return hashes
}
