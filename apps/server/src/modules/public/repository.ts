import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  colorsets,
  components,
  contents,
  forms,
  layouts,
  mediaFiles,
  pages,
  themes,
} from '../../db/schema/index.ts'

/**
 * The public page server's read model: what one page render needs, read without a tenant
 * context (the host already decided the site). Writes go through the owning modules.
 */
export function createPublicRepository(db: Db) {
  return {
    pagesOfSite: (siteId: number) =>
      db
        .select({
          id: pages.id,
          title: pages.title,
          url: pages.url,
          parentId: pages.parentId,
          order: pages.order,
        })
        .from(pages)
        .where(eq(pages.siteId, siteId))
        .orderBy(asc(pages.order), asc(pages.id)),
    /** The site's forms as a page draws them: the fields, never mail settings or recipients. */
    formsOfSite: (organizationId: number, siteId: number) =>
      db
        .select({ id: forms.id, title: forms.title, schema: forms.schema })
        .from(forms)
        .where(and(eq(forms.organizationId, organizationId), eq(forms.siteId, siteId))),
    page: async (siteId: number, url: string) =>
      (
        await db
          .select()
          .from(pages)
          .where(and(eq(pages.siteId, siteId), eq(pages.url, url)))
          .limit(1)
      )[0] ?? null,
    /** The organisation's themes of these ids: another tenant's id finds nothing. */
    themes: (organizationId: number, ids: number[]) =>
      ids.length
        ? db
            .select()
            .from(themes)
            .where(and(eq(themes.organizationId, organizationId), inArray(themes.id, ids)))
        : Promise.resolve([]),
    /** The organisation's colour sets of these ids. */
    colorsets: (organizationId: number, ids: number[]) =>
      ids.length
        ? db
            .select()
            .from(colorsets)
            .where(and(eq(colorsets.organizationId, organizationId), inArray(colorsets.id, ids)))
        : Promise.resolve([]),
    /** Every theme of the organisation (the editor's preview offers any of them to a block). */
    themesOf: (organizationId: number) =>
      db.select().from(themes).where(eq(themes.organizationId, organizationId)),
    colorsetsOf: (organizationId: number) =>
      db.select().from(colorsets).where(eq(colorsets.organizationId, organizationId)),
    /** A media file of the organisation (a site's logo or share image): another tenant's is null. */
    mediaFile: async (organizationId: number, id: number) =>
      (
        await db
          .select({
            id: mediaFiles.id,
            filename: mediaFiles.filename,
            name: mediaFiles.name,
            width: mediaFiles.width,
            height: mediaFiles.height,
            size: mediaFiles.size,
            alt: mediaFiles.alt,
            mimeType: mediaFiles.mimeType,
          })
          .from(mediaFiles)
          .where(and(eq(mediaFiles.organizationId, organizationId), eq(mediaFiles.id, id)))
          .limit(1)
      )[0] ?? null,
    layout: async (id: number) =>
      (await db.select().from(layouts).where(eq(layouts.id, id)).limit(1))[0] ?? null,
    layoutContents: (layoutId: number) =>
      db
        .select()
        .from(contents)
        .where(eq(contents.layoutId, layoutId))
        .orderBy(asc(contents.order), asc(contents.id)),
    components: (ids: number[]) =>
      ids.length
        ? db
            .select({
              id: components.id,
              key: components.key,
              namespace: components.namespace,
              template: components.template,
              css: components.css,
              script: components.script,
              updatedAt: components.updatedAt,
            })
            .from(components)
            .where(inArray(components.id, ids))
        : Promise.resolve([]),
  }
}

export type PublicRepository = ReturnType<typeof createPublicRepository>
