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

const foreignKeys = new WeakMap<
  Database,
  Promise<{ table: string; column: string; ref: string }[]>
>()

/** Every foreign key from one tenant table to another (both have an `organization_id`). */
function tenantForeignKeys(database: Database) {
  let keys = foreignKeys.get(database)
  if (!keys) {
    keys = Promise.all([
      tablesOf(database),
      query(
        database,
        sql`select kcu.table_name as "table", kcu.column_name as "column", ccu.table_name as ref
            from information_schema.table_constraints tc
            join information_schema.key_column_usage kcu
              on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
            join information_schema.constraint_column_usage ccu
              on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
            where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
              and ccu.column_name = 'id'`,
      ),
    ]).then(([tables, rows]) =>
      rows
        .map((r) => ({ table: String(r.table), column: String(r.column), ref: String(r.ref) }))
        .filter((k) => tables.includes(k.table) && tables.includes(k.ref)),
    )
    foreignKeys.set(database, keys)
  }
  return keys
}

/**
 * Rows that point at another organisation's row (a page on another tenant's layout, an article on
 * another tenant's file, ...), over every foreign key between tenant tables. Platform rows (no
 * organisation: starter components, library fonts) may be used by everybody.
 */
export async function crossTenantReferences(database: Database): Promise<string[]> {
  const keys = await tenantForeignKeys(database)
  if (keys.length === 0) return []
  const parts = keys.map(
    // A table keyed otherwise (deleted_blocks) names its row by its place.
    ({ table, column, ref }) =>
      sql`select ${`${table}.${column}`} as key, coalesce(to_jsonb(t) ->> 'id', t.ctid::text) as id, t.organization_id as org, r.organization_id as ref_org
          from ${sql.identifier(table)} t join ${sql.identifier(ref)} r on r.id = t.${sql.identifier(column)}
          where r.organization_id is not null and t.organization_id is distinct from r.organization_id`,
  )
  const rows = await query(database, sql.join(parts, sql` union all `))
  return rows.map(
    (r) =>
      `${String(r.key)} of row ${String(r.id)} (org ${String(r.org)}) → org ${String(r.ref_org)}`,
  )
}

/** How many foreign keys between tenant tables `crossTenantReferences` checks. */
export async function tenantForeignKeyCount(database: Database) {
  return (await tenantForeignKeys(database)).length
}

/**
 * How many of the blocks a tenant deleted are blocks again, of any organisation: only the tenant's
 * own undo may bring them back (decision 052).
 */
export async function deletedIdsTaken(
  database: Database,
  deleted: { article: { id: number }; section: { id: number }; content: { id: number } },
) {
  const [row] = await query(
    database,
    sql`select (select count(*) from articles where id = ${deleted.article.id})
             + (select count(*) from sections where id = ${deleted.section.id})
             + (select count(*) from contents where id = ${deleted.content.id}) as n`,
  )
  return Number(row!.n)
}
