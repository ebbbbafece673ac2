import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pages, sites, siteVersions } from '../../db/schema/index.ts'
import type { MenuItem } from '@sitewerk/contracts'
import type { MenuPage } from './menu.ts'

/** The rows a site's menu is made of: its pages, and the menu stored on the site. */
export function createNavigationRepository(db: Db) {
  return {
    /** The site's pages in the editor's order, as a menu lists them. */
    menuPagesOf: (organizationId: number, siteId: number): Promise<MenuPage[]> =>
      db
        .select({ id: pages.id, title: pages.title, url: pages.url, parentId: pages.parentId })
        .from(pages)
        .where(and(eq(pages.organizationId, organizationId), eq(pages.siteId, siteId)))
        .orderBy(asc(pages.order), asc(pages.id)),
    /**
     * The menu visitors see: the navigation of the site's published version (null: it follows
     * the page tree), or `published` false while the site has never been published.
     */
    async publishedMenuOf(organizationId: number, siteId: number) {
      const [row] = await db
        .select({ versionId: sites.publishedVersionId, snapshot: siteVersions.snapshot })
        .from(sites)
        .leftJoin(siteVersions, eq(siteVersions.id, sites.publishedVersionId))
        .where(and(eq(sites.organizationId, organizationId), eq(sites.id, siteId)))
      return row?.versionId
        ? { published: true, navigation: row.snapshot?.navigation ?? null }
        : { published: false, navigation: null }
    },
    saveMenu: async (args: {
      organizationId: number
      siteId: number
      items: MenuItem[]
      now: Date
    }) => {
      await db
        .update(sites)
        .set({ navigation: args.items, updatedAt: args.now })
        .where(and(eq(sites.organizationId, args.organizationId), eq(sites.id, args.siteId)))
    },
  }
}
