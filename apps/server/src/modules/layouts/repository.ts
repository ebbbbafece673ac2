import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { contents, layouts } from '../../db/schema/index.ts'

export type LayoutRow = typeof layouts.$inferSelect

export function createLayoutsRepository(db: Db) {
  return {
    findById: async (organizationId: number, id: number) =>
      (
        await db
          .select()
          .from(layouts)
          .where(and(eq(layouts.organizationId, organizationId), eq(layouts.id, id)))
          .limit(1)
      )[0] ?? null,
    findUnscoped: async (id: number) =>
      (await db.select().from(layouts).where(eq(layouts.id, id)).limit(1))[0] ?? null,
    listOfSite: (organizationId: number, siteId: number) =>
      db
        .select()
        .from(layouts)
        .where(and(eq(layouts.organizationId, organizationId), eq(layouts.siteId, siteId)))
        .orderBy(asc(layouts.id)),
    contentsOf: (layoutIds: number[]) =>
      layoutIds.length
        ? db
            .select()
            .from(contents)
            .where(inArray(contents.layoutId, layoutIds))
            .orderBy(asc(contents.order), asc(contents.id))
        : Promise.resolve([]),
    insert: async (values: typeof layouts.$inferInsert) =>
      (await db.insert(layouts).values(values).returning())[0]!,
    update: async (
      organizationId: number,
      id: number,
      changes: Partial<typeof layouts.$inferInsert>,
    ) =>
      (
        await db
          .update(layouts)
          .set(changes)
          .where(and(eq(layouts.organizationId, organizationId), eq(layouts.id, id)))
          .returning()
      )[0] ?? null,
    delete: async (organizationId: number, id: number) => {
      await db
        .delete(layouts)
        .where(and(eq(layouts.organizationId, organizationId), eq(layouts.id, id)))
    },
  }
}

export type LayoutsRepository = ReturnType<typeof createLayoutsRepository>
