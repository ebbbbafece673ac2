import { assertVersion, nextUpdatedAt, staleError } from './versions.ts'
import type { CreatePageBody, PageWithArticles, UpdatePageBody } from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { NotFoundError, ValidationError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import { orNotFound, scopeOf } from '../../lib/tenant-scope.ts'
import { toPage, toPageWithArticles, type PageRow } from './mappers.ts'
import type { PagesRepository } from './repository.ts'

export interface PageServiceDeps {
  repo: PagesRepository
  clock: Clock
  /** The site of this organisation, or null: another tenant's site is a 404. */
  findSite: (organizationId: number, siteId: number) => Promise<{ id: number } | null>
  /** The layout, if it belongs to the site. */
  findLayout: (
    organizationId: number,
    layoutId: number,
  ) => Promise<{ id: number; siteId: number } | null>
  /** A page was deleted: visitors lose its published version and its menu entries (decision 027). */
  onPageDeleted: (siteId: number) => void
  /** The site's layouts, first the one the setup wizard chose (issue 13: a new page's default). */
  layoutsOfSite?: (organizationId: number, siteId: number) => Promise<{ id: number }[]>
  /** Whether the organisation has this media file (an image may only be one's own). */
  hasMediaFile?: (organizationId: number, fileId: number) => Promise<boolean>
  /** Puts a new page into the site's menu or keeps it out, as the person chose (issue 13). */
  placeInMenu?: (args: {
    organizationId: number
    siteId: number
    page: { id: number; title: string; url: string; parentId: number | null }
    show: boolean | undefined
  }) => Promise<void>
}

export function createPageService({
  repo,
  clock,
  findSite,
  findLayout,
  onPageDeleted,
  hasMediaFile,
  layoutsOfSite,
  placeInMenu,
}: PageServiceDeps) {
  const invalid = (
    ctx: RequestContext,
    field: string,
    key: 'pages.url_taken' | 'pages.layout_other_site' | 'pages.parent_invalid',
  ) => new ValidationError(ctx.t('validation.invalid'), { [field]: [ctx.t(key)] })

  async function loadPage(ctx: RequestContext, id: number) {
    const scope = scopeOf(ctx)
    return { scope, page: orNotFound(await repo.findPage(scope, id)) }
  }

  async function assertRelations(
    ctx: RequestContext,
    siteId: number,
    body: { layout_id?: number | null; parent_id?: number | null; seo_image_id?: number | null },
    selfId?: number,
  ) {
    const organizationId = requireOrganization(ctx).id
    if (body.seo_image_id && !(await hasMediaFile?.(organizationId, body.seo_image_id)))
      throw new ValidationError(ctx.t('validation.invalid'), {
        seo_image_id: [ctx.t('media.file_unknown')],
      })
    if (body.layout_id) {
      const layout = await findLayout(organizationId, body.layout_id)
      if (!layout || layout.siteId !== siteId)
        throw invalid(ctx, 'layout_id', 'pages.layout_other_site')
    }
    if (body.parent_id) {
      // The parent must be a page of the same site and not the page itself or one of its descendants.
      let parent = await repo.findPage({ organizationId }, body.parent_id)
      if (!parent || parent.siteId !== siteId)
        throw invalid(ctx, 'parent_id', 'pages.parent_invalid')
      for (let depth = 0; parent && depth < 100; depth++) {
        if (parent.id === selfId) throw invalid(ctx, 'parent_id', 'pages.parent_invalid')
        parent = parent.parentId ? await repo.findPage({ organizationId }, parent.parentId) : null
      }
    }
  }

  const urlTaken = async <T>(ctx: RequestContext, write: () => Promise<T>) => {
    try {
      return await write()
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(ctx, 'url', 'pages.url_taken')
      throw error
    }
  }

  /**
   * The site's standard layout: the one its home page wears (the wizard's choice, changed with
   * the home page), else the site's first layout, else none.
   */
  async function standardLayoutId(organizationId: number, siteId: number) {
    const home = (await repo.pagesOfSite({ organizationId }, siteId)).find((p) => p.url === '')
    if (home?.layoutId) return home.layoutId
    const [first] = (await layoutsOfSite?.(organizationId, siteId)) ?? []
    return first?.id ?? null
  }

  async function withTree(page: PageRow): Promise<PageWithArticles> {
    return toPageWithArticles(page, await repo.loadTree([page.id]))
  }

  return {
    withTree,

    async listOfSite(ctx: RequestContext, siteId: number) {
      const organizationId = requireOrganization(ctx).id
      if (!(await findSite(organizationId, siteId))) throw new NotFoundError()
      return (await repo.pagesOfSite({ organizationId }, siteId)).map(toPage)
    },

    async get(ctx: RequestContext, id: number) {
      return withTree((await loadPage(ctx, id)).page)
    },

    /** The page of the caller's organisation without its tree; another tenant's is a 404. */
    async getFields(ctx: RequestContext, id: number) {
      return toPage((await loadPage(ctx, id)).page)
    },

    async create(ctx: RequestContext, body: CreatePageBody & { url: string; title: string }) {
      const organizationId = requireOrganization(ctx).id
      if (!(await findSite(organizationId, body.site_id))) throw new NotFoundError()
      await assertRelations(ctx, body.site_id, body)
      const values = {
        organizationId,
        siteId: body.site_id,
        title: body.title,
        url: body.url,
        parentId: body.parent_id ?? null,
        // A call that names no layout gets the site's standard one; `null` asks for none.
        layoutId:
          body.layout_id === undefined
            ? await standardLayoutId(organizationId, body.site_id)
            : body.layout_id,
        order: body.order ?? 0,
        description: body.description ?? null,
      }
      const page = await urlTaken(ctx, () =>
        body.create_article ? repo.createPageWithArticle(values) : repo.insertPage(values),
      )
      await placeInMenu?.({ organizationId, siteId: page.siteId, page, show: body.show_in_menu })
      return toPage(page)
    },

    async update(ctx: RequestContext, id: number, body: UpdatePageBody & { url?: string }) {
      const { scope, page } = await loadPage(ctx, id)
      assertVersion(ctx, page.updatedAt, body.updated_at)
      await assertRelations(ctx, page.siteId, body, page.id)
      const changes = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.parent_id !== undefined ? { parentId: body.parent_id } : {}),
        ...(body.layout_id !== undefined ? { layoutId: body.layout_id } : {}),
        ...(body.order !== undefined ? { order: body.order } : {}),
        ...(body.style !== undefined ? { style: body.style } : {}),
        ...(body.css !== undefined ? { css: body.css } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.seo_image_id !== undefined ? { seoImageId: body.seo_image_id } : {}),
        ...(body.seo_title !== undefined ? { seoTitle: body.seo_title } : {}),
        ...(body.noindex !== undefined ? { noindex: body.noindex } : {}),
        ...(body.exclude_from_sitemap !== undefined
          ? { excludeFromSitemap: body.exclude_from_sitemap }
          : {}),
        ...(body.canonical_url !== undefined ? { canonicalUrl: body.canonical_url } : {}),
        updatedAt: nextUpdatedAt(page.updatedAt, clock.now()),
      }
      const updated = await urlTaken(ctx, () => repo.updatePage(scope, id, changes, page.updatedAt))
      if (!updated) throw staleError(ctx, page.updatedAt)
      return toPage(updated)
    },

    async delete(ctx: RequestContext, id: number) {
      const { scope, page } = await loadPage(ctx, id)
      await repo.deletePage(scope, id)
      onPageDeleted(page.siteId)
      return { site_id: page.siteId }
    },

    /** A copy of the page with its whole tree, at a free URL next to the original. */
    async duplicate(ctx: RequestContext, id: number) {
      const { page } = await loadPage(ctx, id)
      let url = `${page.url || 'start'}-kopie`
      for (let n = 2; await repo.findPageByUrl(page.siteId, url); n++)
        url = `${page.url || 'start'}-kopie-${n}`
      const copy = await urlTaken(ctx, () =>
        // a copy is a new draft: it is not on the site until it is published itself
        repo.duplicatePage(page, {
          url,
          title: `${page.title} (Kopie)`,
          order: page.order + 1,
          publishedVersionId: null,
          draftChangedAt: null,
        }),
      )
      return { id: copy.id, url: copy.url }
    },
  }
}

export type PageService = ReturnType<typeof createPageService>
