import { and, asc, eq, isNull, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { components } from '../../db/schema/index.ts'

export type ComponentRow = typeof components.$inferSelect

/** Components an organisation may use: the platform's (organization_id null) and its own. */
const visibleTo = (organizationId: number) =>
  or(isNull(components.organizationId), eq(components.organizationId, organizationId))

export function createComponentsRepository(db: Db) {
  return {
    listVisible: (organizationId: number) =>
      db
        .select()
        .from(components)
        .where(visibleTo(organizationId))
        .orderBy(asc(components.namespace), asc(components.title)),
    findVisible: async (organizationId: number, id: number) =>
      (
        await db
          .select()
          .from(components)
          .where(and(eq(components.id, id), visibleTo(organizationId)))
          .limit(1)
      )[0] ?? null,
    findById: async (id: number) =>
      (await db.select().from(components).where(eq(components.id, id)).limit(1))[0] ?? null,
    findByIds: (ids: number[]) =>
      ids.length
        ? db.query.components.findMany({ where: (c, { inArray }) => inArray(c.id, ids) })
        : Promise.resolve([]),
    insert: async (values: typeof components.$inferInsert) =>
      (await db.insert(components).values(values).returning())[0]!,
    update: async (id: number, changes: Partial<typeof components.$inferInsert>) =>
      (await db.update(components).set(changes).where(eq(components.id, id)).returning())[0] ??
      null,
    delete: async (id: number) => {
      await db.delete(components).where(eq(components.id, id))
    },
  }
}

export type ComponentsRepository = ReturnType<typeof createComponentsRepository>
