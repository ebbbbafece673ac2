import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'

type Rows = { rows: Record<string, unknown>[] }

async function query(database: Database, statement: SQL) {
  return ((await database.db.execute(statement)) as unknown as Rows).rows
}

const tenantTables = new WeakMap<Database, Promise<string[]>>()

/** Every table with an `organization_id`, from the catalogue: a new tenant table is hashed too. */
function tablesOf(database: Database) {
  let tables = tenantTables.get(database)
  if (!tables) {
    tables = query(
      database,
      sql`select distinct table_name from information_schema.columns
          where column_name = 'organization_id' and table_schema = current_schema()
          order by table_name`,
    ).then((rows) => rows.map((r) => String(r.table_name)))
    tenantTables.set(database, tables)
  }
  return tables
}

/** md5 over a set of rows in a stable order, and how many there are. */
const digest = (label: string, from: SQL) =>
  sql`select ${label} as label, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*) as n ${from}`

/**
 * A fingerprint of everything one organisation owns, in one statement: every tenant table's rows
 * of the organisation, the organisation's own row, its domains' certificates and its members'
 * user rows. Two equal fingerprints: not one of those rows was written in between.
 */
export async function tenantHash(database: Database, organizationId: number): Promise<string> {
  const tables = await tablesOf(database)
  const parts = [
    ...tables.map((table) =>
      digest(
        table,
        sql`from ${sql.identifier(table)} t where t.organization_id = ${organizationId}`,
      ),
    ),
    digest('organizations', sql`from organizations t where t.id = ${organizationId}`),
    digest(
      'domain_certificates',
      sql`from domain_certificates t join domains d on d.id = t.domain_id where d.organization_id = ${organizationId}`,
    ),
    digest(
      'users',
      sql`from users t join organization_user m on m.user_id = t.id where m.organization_id = ${organizationId}`,
    ),
  ]
  const rows = await query(database, sql.join(parts, sql` union all `))
  return rows
    .map((r) => `${String(r.label)}:${String(r.n)}:${String(r.digest)}`)
    .sort()
    .join('\n')
}
