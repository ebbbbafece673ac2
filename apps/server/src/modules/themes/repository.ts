import { and, asc, eq, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { colorsets, organizations, themes } from '../../db/schema/index.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

export type ColorsetRow = typeof colorsets.$inferSelect
export type ThemeRow = typeof themes.$inferSelect

/** Colour sets and themes; every query takes the organisation it is scoped to. */
export function createThemesRepository(db: Db) {
  return {
    /** The organisation, when it shows its back office in the colour set (a deletion refuses). */
    organizationUsingBackendColorset: async (organizationId: number, colorsetId: number) =>
      (await db.query.organizations.findFirst({
        columns: { id: true, title: true },
        where: and(
          eq(organizations.id, organizationId),
          eq(organizations.backendColorsetId, colorsetId),
        ),
      })) ?? null,
    colorsets: {
      list: ({ organizationId }: TenantScope) =>
        db
          .select()
          .from(colorsets)
          .where(eq(colorsets.organizationId, organizationId))
          .orderBy(asc(colorsets.id)),
      findById: async ({ organizationId, id }: TenantScope & { id: number }) =>
        (
          await db
            .select()
            .from(colorsets)
            .where(and(eq(colorsets.organizationId, organizationId), eq(colorsets.id, id)))
            .limit(1)
        )[0] ?? null,
      insert: async (values: typeof colorsets.$inferInsert) =>
        (await db.insert(colorsets).values(values).returning())[0]!,
      update: async (
        { organizationId, id }: TenantScope & { id: number },
        changes: Partial<typeof colorsets.$inferInsert>,
      ) =>
        (
          await db
            .update(colorsets)
            .set(changes)
            .where(and(eq(colorsets.organizationId, organizationId), eq(colorsets.id, id)))
            .returning()
        )[0] ?? null,
      delete: async ({ organizationId, id }: TenantScope & { id: number }) => {
        await db
          .delete(colorsets)
          .where(and(eq(colorsets.organizationId, organizationId), eq(colorsets.id, id)))
      },
      /** Themes that use the colour set as base or secondary set. */
      usages: ({ organizationId, id }: TenantScope & { id: number }) =>
        db
          .select({ id: themes.id, title: themes.title })
          .from(themes)
          .where(
            and(
              eq(themes.organizationId, organizationId),
              or(eq(themes.baseColorsetId, id), eq(themes.secondaryColorsetId, id)),
            ),
          )
          .orderBy(asc(themes.id)),
    },

    themes: {
      list: ({ organizationId }: TenantScope) =>
        db
          .select()
          .from(themes)
          .where(eq(themes.organizationId, organizationId))
          .orderBy(asc(themes.id)),
      findById: async ({ organizationId, id }: TenantScope & { id: number }) =>
        (
          await db
            .select()
            .from(themes)
            .where(and(eq(themes.organizationId, organizationId), eq(themes.id, id)))
            .limit(1)
        )[0] ?? null,
      insert: async (values: typeof themes.$inferInsert) =>
        (await db.insert(themes).values(values).returning())[0]!,
      update: async (
        { organizationId, id }: TenantScope & { id: number },
        changes: Partial<typeof themes.$inferInsert>,
      ) =>
        (
          await db
            .update(themes)
            .set(changes)
            .where(and(eq(themes.organizationId, organizationId), eq(themes.id, id)))
            .returning()
        )[0] ?? null,
      delete: async ({ organizationId, id }: TenantScope & { id: number }) => {
        await db
          .delete(themes)
          .where(and(eq(themes.organizationId, organizationId), eq(themes.id, id)))
      },
    },
  }
}

export type ThemesRepository = ReturnType<typeof createThemesRepository>
