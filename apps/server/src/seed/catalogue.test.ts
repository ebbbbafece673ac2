import { PERMISSION_IDENTIFIERS } from '@sitewerk/contracts'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { permissions } from '../db/schema/index.ts'
import { buildTestApp } from '../test/build-test-app.ts'
import { seedCatalogue } from './catalogue.ts'

describe('the service catalogue at every start', () => {
  it('writes nothing when every permission is there, and adds one a new release brings', async () => {
    const { database } = await buildTestApp() // its start seeded the catalogue
    const { db } = database
    // An insert that skips every row still draws an id for each: a write at every start.
    const lastId = async () =>
      (await db.execute<{ id: string }>(sql`select last_value::text as id from permissions_id_seq`))
        .rows[0]!.id
    const before = await lastId()
    await seedCatalogue(database)
    expect(await lastId()).toBe(before)

    const [added] = PERMISSION_IDENTIFIERS
    await db.delete(permissions).where(eq(permissions.identifier, added!))
    await seedCatalogue(database)
    const rows = await db.select({ identifier: permissions.identifier }).from(permissions)
    expect(rows.map((row) => row.identifier).sort()).toEqual([...PERMISSION_IDENTIFIERS].sort())
  })
})
