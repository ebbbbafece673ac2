import type { PageVersion, PageVersionSummary, RestoreVersionResult } from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { NotFoundError, ValidationError } from '../../lib/errors.ts'
import type { RequestContext } from '../../lib/request-context.ts'
import { orNotFound, scopeOf } from '../../lib/tenant-scope.ts'
import { RestoreUrlTaken, type HistoryRepository } from './history-repository.ts'
import type { PublishingRepository } from './repository.ts'
import { planRestore, type RestoreChecks } from './restore-plan.ts'
import { toVersionSummary } from './service.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export interface HistoryServiceDeps {
  repo: HistoryRepository
  publishing: PublishingRepository
  clock: Clock
  /** The organisation's library as it is now, for what a restore may bring back. */
  checksFor: (organizationId: number) => RestoreChecks
  findLayout: (
    organizationId: number,
    layoutId: number,
  ) => Promise<{ id: number; siteId: number } | null>
  /** How many versions each page keeps, and for how many days (the published one always stays). */
  retention: { keep: number; maxAgeDays: number }
}

/** A page's history: its versions, one version's content, restoring it into the draft (decision 028). */
export function createHistoryService({
  repo,
  publishing,
  clock,
  checksFor,
  findLayout,
  retention,
}: HistoryServiceDeps) {
  async function loadPage(ctx: RequestContext, id: number) {
    return orNotFound(await publishing.findPage(scopeOf(ctx), id))
  }

  /** The version with its page; another tenant's (or one without content) is a 404. */
  async function loadVersion(ctx: RequestContext, id: number) {
    const found = await repo.findVersion(scopeOf(ctx), id)
    const snapshot = found?.version.snapshot
    if (!found || !snapshot) throw new NotFoundError()
    return { ...found, snapshot, page: await loadPage(ctx, found.version.pageId) }
  }

  /** The layout the version used if the site still has it; else the page keeps its own. */
  async function layoutFor(
    organizationId: number,
    page: { siteId: number; layoutId: number | null },
    wanted: number | null,
  ) {
    if (wanted === null) return { layoutId: null, missing: false }
    const layout = await findLayout(organizationId, wanted)
    return layout?.siteId === page.siteId
      ? { layoutId: layout.id, missing: false }
      : { layoutId: page.layoutId, missing: true }
  }

  return {
    async listVersions(ctx: RequestContext, pageId: number): Promise<PageVersionSummary[]> {
      const page = await loadPage(ctx, pageId)
      const rows = await publishing.versionsOfPage(scopeOf(ctx), page.id)
      return rows.map((row) => toVersionSummary(row, page.publishedVersionId))
    },

    async getVersion(ctx: RequestContext, id: number): Promise<PageVersion> {
      const { version, authorId, authorName, snapshot, page } = await loadVersion(ctx, id)
      return {
        ...toVersionSummary({ ...version, authorId, authorName }, page.publishedVersionId),
        page: snapshot,
      }
    },

    /**
     * Writes the version's content into the page's draft in one transaction; what the library no
     * longer has is left out and listed. Visitors see nothing of it until the page is published.
     */
    async restoreVersion(ctx: RequestContext, id: number): Promise<RestoreVersionResult> {
      const { organizationId } = scopeOf(ctx)
      const { snapshot, page } = await loadVersion(ctx, id)
      const plan = await planRestore(snapshot, checksFor(organizationId))
      const layout = await layoutFor(organizationId, page, snapshot.layout_id)
      const urlTaken = (title?: string) =>
        new ValidationError(ctx.t('validation.invalid'), {
          url: [
            title === undefined
              ? ctx.t('pages.url_taken')
              : ctx.t('publishing.restore_url_taken', { title, url: `/${snapshot.url}` }),
          ],
        })
      let restored
      try {
        restored = await repo.restore({
          organizationId,
          pageId: page.id,
          version: snapshot,
          plan,
          layoutId: layout.layoutId,
          now: clock.now(),
        })
      } catch (error) {
        if (error instanceof RestoreUrlTaken) throw urlTaken(error.otherTitle)
        if (isUniqueViolation(error)) throw urlTaken()
        throw error
      }
      if (!restored) throw new NotFoundError()
      return {
        page: await repo.pageWithTree(restored),
        missing: { ...plan.missing, layout: layout.missing },
      }
    },

    /** Versions past keeping (count per page or age); never one visitors see. */
    purgeOldVersions(now: Date) {
      return repo.purgeVersions({
        keep: retention.keep,
        before: new Date(now.getTime() - retention.maxAgeDays * DAY_MS),
      })
    },
  }
}

export type HistoryService = ReturnType<typeof createHistoryService>
