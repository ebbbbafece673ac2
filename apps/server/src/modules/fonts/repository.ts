import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fonts, mediaFiles, themes } from '../../db/schema/index.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

export type FontRow = typeof fonts.$inferSelect
export type FontFileRow = typeof mediaFiles.$inferSelect

/** The file of a new own font, already complete in storage. */
export type NewFontFile = Omit<
  typeof mediaFiles.$inferInsert,
  'id' | 'namespace' | 'organizationId' | 'createdAt' | 'updatedAt'
>

/** A font an organisation may use: a library font, or one of its own. */
const visibleTo = (organizationId: number) =>
  or(isNull(fonts.organizationId), eq(fonts.organizationId, organizationId))

/**
 * Fonts and the media files that hold an own font's bytes (namespace 'font'). Every tenant query
 * takes the organisation; library fonts (organization_id null) are visible to all.
 */
export function createFontsRepository(db: Db) {
  return {
    /** Themes that use the font as headline or copy font (a deletion refuses). */
    themesUsingFont: ({ organizationId, id }: TenantScope & { id: number }) =>
      db
        .select({ id: themes.id, title: themes.title })
        .from(themes)
        .where(
          and(
            eq(themes.organizationId, organizationId),
            or(eq(themes.headlineFontId, id), eq(themes.copyFontId, id)),
          ),
        )
        .orderBy(asc(themes.id)),
    listLibrary: () =>
      db.select().from(fonts).where(isNull(fonts.organizationId)).orderBy(asc(fonts.name)),
    insertLibrary: (values: { name: string; family: string }[]) =>
      values.length
        ? db
            .insert(fonts)
            .values(values.map((v) => ({ ...v, availability: 'library' as const })))
            .onConflictDoNothing()
        : Promise.resolve(),
    findLibraryByName: async (name: string) =>
      (
        await db
          .select()
          .from(fonts)
          .where(and(isNull(fonts.organizationId), eq(fonts.name, name)))
          .limit(1)
      )[0] ?? null,
    updateLibraryFamily: ({ id, family }: { id: number; family: string }) =>
      db.update(fonts).set({ family, updatedAt: new Date() }).where(eq(fonts.id, id)),

    /** The library and the organisation's own fonts, library first. */
    listVisible: ({ organizationId }: TenantScope) =>
      db
        .select()
        .from(fonts)
        .where(visibleTo(organizationId))
        .orderBy(asc(fonts.availability), asc(fonts.family)),
    findVisible: async ({ organizationId, id }: TenantScope & { id: number }) =>
      (
        await db
          .select()
          .from(fonts)
          .where(and(visibleTo(organizationId), eq(fonts.id, id)))
          .limit(1)
      )[0] ?? null,
    findVisibleByIds: ({ organizationId, ids }: TenantScope & { ids: number[] }) =>
      ids.length
        ? db
            .select()
            .from(fonts)
            .where(and(visibleTo(organizationId), inArray(fonts.id, ids)))
        : Promise.resolve([]),
    findOwnByName: async ({ organizationId, name }: TenantScope & { name: string }) =>
      (
        await db
          .select({ id: fonts.id })
          .from(fonts)
          .where(and(eq(fonts.organizationId, organizationId), eq(fonts.name, name)))
          .limit(1)
      )[0] ?? null,

    /** The font files' rows, so a listing can name their URLs. */
    filesByIds: ({ organizationId, ids }: TenantScope & { ids: number[] }) =>
      ids.length
        ? db
            .select()
            .from(mediaFiles)
            .where(
              and(
                eq(mediaFiles.organizationId, organizationId),
                eq(mediaFiles.namespace, 'font'),
                inArray(mediaFiles.id, ids),
              ),
            )
        : Promise.resolve([]),
    /** A font file by id; `organizationId` undefined on the back office, checked by the caller. */
    findFile: async ({ id, organizationId }: { id: number; organizationId?: number }) =>
      (
        await db
          .select()
          .from(mediaFiles)
          .where(
            and(
              eq(mediaFiles.id, id),
              eq(mediaFiles.namespace, 'font'),
              organizationId === undefined
                ? undefined
                : eq(mediaFiles.organizationId, organizationId),
            ),
          )
          .limit(1)
      )[0] ?? null,

    /** The media file rows and the font row in one transaction: all of them or none. */
    insertOwn: ({
      organizationId,
      font,
      source,
      italic,
    }: TenantScope & {
      font: Pick<
        typeof fonts.$inferInsert,
        'name' | 'family' | 'size' | 'defaultWeightCopy' | 'defaultWeightHeadline'
      >
      source: NewFontFile
      italic: NewFontFile | null
    }) =>
      db.transaction(async (tx) => {
        const file = async (values: NewFontFile) =>
          (
            await tx
              .insert(mediaFiles)
              .values({ ...values, organizationId, namespace: 'font' })
              .returning()
          )[0]!
        const sourceRow = await file(source)
        const italicRow = italic ? await file(italic) : null
        return (
          await tx
            .insert(fonts)
            .values({
              ...font,
              organizationId,
              availability: 'organization',
              sourceId: sourceRow.id,
              sourceItalicId: italicRow?.id ?? null,
            })
            .returning()
        )[0]!
      }),

    /** Deletes an own font and its file rows; answers the storage keys of the files, or null. */
    deleteOwn: ({ organizationId, id }: TenantScope & { id: number }) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .delete(fonts)
          .where(and(eq(fonts.organizationId, organizationId), eq(fonts.id, id)))
          .returning()
        if (!row) return null
        const ids = [row.sourceId, row.sourceItalicId].filter((v): v is number => v !== null)
        if (!ids.length) return []
        const files = await tx
          .delete(mediaFiles)
          .where(and(eq(mediaFiles.organizationId, organizationId), inArray(mediaFiles.id, ids)))
          .returning({ storageKey: mediaFiles.storageKey })
        return files.map((f) => f.storageKey)
      }),
  }
}

export type FontsRepository = ReturnType<typeof createFontsRepository>
