import type {
  CreateReusableSectionBody,
  PlaceReusableSectionBody,
  ReusableSection,
  UpdateReusableSectionBody,
} from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { isForeignKeyViolation } from '../../lib/db-errors.ts'
import { InUseError, ValidationError } from '../../lib/errors.ts'
import type { RequestContext } from '../../lib/request-context.ts'
import { orNotFound, scopeOf } from '../../lib/tenant-scope.ts'
import { toSection } from './mappers.ts'
import type { PagesRepository } from './repository.ts'

export interface ReusableServiceDeps {
  repo: PagesRepository
  clock: Clock
  /** The site of this organisation, or null: another tenant's site is a 404. */
  findSite: (organizationId: number, siteId: number) => Promise<{ id: number } | null>
}

/**
 * Reusable sections (issue 19, decision 041): a section's blocks become a site's shared blocks,
 * other pages place them, and detaching copies them back into one page's section.
 */
export function createReusableService({ repo, clock, findSite }: ReusableServiceDeps) {
  const invalid = (
    ctx: RequestContext,
    field: string,
    key: 'reusable.contains_itself' | 'reusable.other_site',
  ) => new ValidationError(ctx.t('validation.invalid'), { [field]: [ctx.t(key)] })

  async function pageOfSection(ctx: RequestContext, sectionId: number) {
    const section = orNotFound(await repo.findSection(scopeOf(ctx), sectionId))
    const article = orNotFound(await repo.findArticle(scopeOf(ctx), section.articleId))
    const page = orNotFound(await repo.findPage(scopeOf(ctx), article.pageId))
    return { section, page }
  }

  async function withPages(
    rows: { id: number; siteId: number; title: string }[],
  ): Promise<ReusableSection[]> {
    const using = await repo.pagesUsing(rows.map((r) => r.id))
    return rows.map((r) => ({
      id: r.id,
      site_id: r.siteId,
      title: r.title,
      pages: using
        .filter((p) => p.reusableSectionId === r.id)
        .map(({ id, title, url }) => ({ id, title, url })),
    }))
  }

  async function sectionOut(ctx: RequestContext, sectionId: number, pageId: number) {
    const section = orNotFound(await repo.findSection(scopeOf(ctx), sectionId))
    return toSection(section, (await repo.loadTree([pageId])).contents)
  }

  return {
    async listOfSite(ctx: RequestContext, siteId: number) {
      orNotFound(await findSite(scopeOf(ctx).organizationId, siteId))
      return withPages(await repo.reusableOfSite(scopeOf(ctx), siteId))
    },
    async get(ctx: RequestContext, id: number) {
      const [reusable] = await withPages([orNotFound(await repo.findReusable(scopeOf(ctx), id))])
      return reusable!
    },

    /**
     * The section's blocks become the reusable section's, and the section places it. A section
     * that already places one would contain itself: refused.
     */
    async create(ctx: RequestContext, body: CreateReusableSectionBody) {
      const scope = scopeOf(ctx)
      const { section, page } = await pageOfSection(ctx, body.section_id)
      if (section.reusableSectionId) throw invalid(ctx, 'section_id', 'reusable.contains_itself')
      const now = clock.now()
      const reusable = await repo.makeReusable(scope, {
        section,
        siteId: page.siteId,
        title: body.title,
        now,
      })
      return this.get(ctx, reusable.id)
    },

    /** Places the reusable section at the end of an article of a page of the same site. */
    async place(ctx: RequestContext, id: number, body: PlaceReusableSectionBody) {
      const scope = scopeOf(ctx)
      const reusable = orNotFound(await repo.findReusable(scope, id))
      const article = orNotFound(await repo.findArticle(scope, body.article_id))
      const page = orNotFound(await repo.findPage(scope, article.pageId))
      if (page.siteId !== reusable.siteId) throw invalid(ctx, 'article_id', 'reusable.other_site')
      const section = await repo.placeReusable(scope, { articleId: article.id, reusable })
      return sectionOut(ctx, section.id, page.id)
    },

    /** A new name for the list and the section panel; each placement keeps its own title. */
    async rename(ctx: RequestContext, id: number, body: UpdateReusableSectionBody) {
      orNotFound(await repo.renameReusable(scopeOf(ctx), id, body.title, clock.now()))
      return this.get(ctx, id)
    },

    /**
     * Deletes a reusable section placed nowhere, with its shared blocks. One still placed is a 409
     * naming the number of pages and listing them (spec §8, like a file or component in use):
     * detaching or removing the placements comes first.
     */
    async delete(ctx: RequestContext, id: number) {
      const scope = scopeOf(ctx)
      const reusable = orNotFound(await repo.findReusable(scope, id))
      const inUse = (placed: { id: number; title: string; url: string }[]) => {
        const pages = placed.map(({ id, title, url }) => ({ id, title, url }))
        const key = pages.length === 1 ? 'reusable.in_use_one' : 'reusable.in_use_many'
        return new InUseError(ctx.t(key, { title: reusable.title, count: pages.length }), pages)
      }
      const placed = await repo.pagesUsing([id])
      if (placed.length > 0) throw inUse(placed)
      try {
        await repo.deleteReusable(scope, id)
      } catch (error) {
        // Placed since the check: sections.reusable_section_id restricts the delete.
        if (isForeignKeyViolation(error)) throw inUse(await repo.pagesUsing([id]))
        throw error
      }
    },

    /** Copies the shared blocks into this section, which stops placing the reusable section. */
    async detach(ctx: RequestContext, sectionId: number) {
      const { section, page } = await pageOfSection(ctx, sectionId)
      const reusableId = section.reusableSectionId
      if (!reusableId) return sectionOut(ctx, section.id, page.id)
      await repo.detachReusable(section, reusableId, () => clock.now())
      return sectionOut(ctx, section.id, page.id)
    },
  }
}

export type ReusableService = ReturnType<typeof createReusableService>
