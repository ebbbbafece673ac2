import { and, asc, eq, isNull, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { articles, components, contents, layouts, pages, sections } from '../../db/schema/index.ts'

export type ComponentRow = typeof components.$inferSelect

/** Components an organisation may use: the platform's (organization_id null) and its own. */
const visibleTo = (organizationId: number) =>
  or(isNull(components.organizationId), eq(components.organizationId, organizationId))

/** The one component of this owner: an organisation, or null for the platform. */
const ownedBy = (owner: number | null, id: number) =>
  and(
    eq(components.id, id),
    owner === null ? isNull(components.organizationId) : eq(components.organizationId, owner),
  )

export function createComponentsRepository(db: Db) {
  return {
    listVisible: (organizationId: number) =>
      db
        .select()
        .from(components)
        .where(visibleTo(organizationId))
        .orderBy(asc(components.namespace), asc(components.title), asc(components.id)),
    findVisible: async (organizationId: number, id: number) =>
      (
        await db
          .select()
          .from(components)
          .where(and(eq(components.id, id), visibleTo(organizationId)))
          .limit(1)
      )[0] ?? null,
    /** Platform components (organization_id null), for the starter library's seed. */
    listPlatform: () => db.select().from(components).where(isNull(components.organizationId)),
    findPlatformByKey: async (key: string) =>
      (
        await db
          .select()
          .from(components)
          .where(and(isNull(components.organizationId), eq(components.key, key)))
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
    update: async (
      owner: number | null,
      id: number,
      changes: Partial<typeof components.$inferInsert>,
    ) =>
      (await db.update(components).set(changes).where(ownedBy(owner, id)).returning())[0] ?? null,
    delete: async (owner: number | null, id: number) => {
      await db.delete(components).where(ownedBy(owner, id))
    },

    /** Pages (through sections or article backgrounds) and layout slots whose contents use it. */
    async usagesOf(id: number) {
      const onPages = await db
        .selectDistinct({ id: pages.id, url: pages.url, title: pages.title })
        .from(contents)
        .leftJoin(sections, eq(contents.sectionId, sections.id))
        .innerJoin(
          articles,
          or(eq(sections.articleId, articles.id), eq(contents.articleId, articles.id)),
        )
        .innerJoin(pages, eq(articles.pageId, pages.id))
        .where(eq(contents.componentId, id))
        .orderBy(asc(pages.id))
      const inLayouts = await db
        .selectDistinct({ id: layouts.id, slot: contents.layoutSlot, title: layouts.title })
        .from(contents)
        .innerJoin(layouts, eq(contents.layoutId, layouts.id))
        .where(eq(contents.componentId, id))
        .orderBy(asc(layouts.id), asc(contents.layoutSlot))
      return { onPages, inLayouts }
    },
  }
}

export type ComponentsRepository = ReturnType<typeof createComponentsRepository>
