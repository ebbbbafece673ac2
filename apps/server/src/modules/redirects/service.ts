import {
  toDbDateTime,
  type CreateRedirectBody,
  type Redirect,
  type RedirectStatus,
  type SavedRedirect,
  type SiteRedirects,
} from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { NotFoundError, ValidationError } from '../../lib/errors.ts'
import type { RequestContext } from '../../lib/request-context.ts'
import { scopeOf } from '../../lib/tenant-scope.ts'
import type { HitCounter } from './hit-counter.ts'
import { findTargetProblem, pathOfTarget, type TargetProblem } from './redirect-rules.ts'
import type { RedirectRow, RedirectsRepository, Repoint } from './repository.ts'

export interface RedirectsServiceDeps {
  repo: RedirectsRepository
  clock: Clock
  hits: Pick<HitCounter, 'flush'>
  /** The site of this organisation, or null: another tenant's site is a 404. */
  findSite: (organizationId: number, siteId: number) => Promise<{ id: number } | null>
  /** The title of the page visitors see at this address of the site, or null. */
  publishedPageAt: (siteId: number, url: string) => Promise<string | null>
  /** The page address an absolute URL names when its host is this site's, else null. */
  ownPathOf: (siteId: number, url: string) => Promise<string | null>
  /** The site's redirects changed: the public server forgets the ones it knows. */
  onChanged: (siteId: number) => void
}

/** What a redirect is made of after the contract parsed it (`from` a page address, `to` a target). */
interface RedirectFields {
  from: string
  to: string
  status: RedirectStatus
}

export const toRedirect = (row: RedirectRow): Redirect => ({
  id: row.id,
  site_id: row.siteId,
  from: `/${row.fromPath}`,
  to: row.target,
  status: row.status === 302 ? 302 : 301,
  automatic: row.automatic,
  hits: row.hits,
  last_hit_at: row.lastHitAt ? toDbDateTime(row.lastHitAt) : null,
  created_at: toDbDateTime(row.createdAt),
})

/** A site's redirects, made by hand; publishes leave theirs through `followPublishedMoves`. */
export function createRedirectsService({
  repo,
  clock,
  hits,
  findSite,
  publishedPageAt,
  ownPathOf,
  onChanged,
}: RedirectsServiceDeps) {
  async function loadSite(ctx: RequestContext, siteId: number) {
    const scope = scopeOf(ctx)
    if (!(await findSite(scope.organizationId, siteId))) throw new NotFoundError()
    return scope
  }

  const invalid = (ctx: RequestContext, field: 'from' | 'to', message: string) =>
    new ValidationError(ctx.t('validation.invalid'), { [field]: [message] })

  function targetMessage(ctx: RequestContext, problem: TargetProblem) {
    if (problem.kind === 'self') return ctx.t('redirects.to_self')
    if (problem.kind === 'loop')
      return ctx.t('redirects.loop', { trail: problem.trail.join(' → ') })
    return ctx.t('redirects.chain', { via: problem.via, next: problem.next })
  }

  /** Refuses a redirect that no visitor would follow, or that would send them on and on. */
  async function assertAllowed(
    ctx: RequestContext,
    siteId: number,
    fields: RedirectFields,
    exceptId?: number,
  ) {
    const title = await publishedPageAt(siteId, fields.from)
    if (title !== null) throw invalid(ctx, 'from', ctx.t('redirects.from_page', { title }))
    const toPath = pathOfTarget(fields.to) ?? (await ownPathOf(siteId, fields.to))
    const others = await repo.othersOfSite(siteId, exceptId)
    const problem = findTargetProblem(others, fields.from, toPath)
    if (problem) throw invalid(ctx, 'to', targetMessage(ctx, problem))
  }

  /** Writes, then points the redirects that ended at `from` to the new target (no chain). */
  async function save(
    ctx: RequestContext,
    siteId: number,
    fields: RedirectFields,
    write: (repoint: Repoint) => Promise<{ row: RedirectRow; repointed: RedirectRow[] } | null>,
  ): Promise<SavedRedirect> {
    let saved
    try {
      saved = await write({ siteId, from: `/${fields.from}`, to: fields.to, now: clock.now() })
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(ctx, 'from', ctx.t('redirects.from_taken'))
      throw error
    }
    if (!saved) throw new NotFoundError()
    onChanged(siteId)
    return { redirect: toRedirect(saved.row), repointed: saved.repointed.map(toRedirect) }
  }

  return {
    async list(ctx: RequestContext, siteId: number): Promise<SiteRedirects> {
      const scope = await loadSite(ctx, siteId)
      // what visitors did in the last seconds, so the list is current
      await hits.flush()
      return { site_id: siteId, items: (await repo.listOfSite(scope, siteId)).map(toRedirect) }
    },

    async create(
      ctx: RequestContext,
      siteId: number,
      body: Required<CreateRedirectBody> & { status: RedirectStatus },
    ): Promise<SavedRedirect> {
      const { organizationId } = await loadSite(ctx, siteId)
      await assertAllowed(ctx, siteId, body)
      const now = clock.now()
      return save(ctx, siteId, body, (repoint) =>
        repo.insertRepointing(
          {
            organizationId,
            siteId,
            fromPath: body.from,
            target: body.to,
            status: body.status,
            createdAt: now,
            updatedAt: now,
          },
          repoint,
        ),
      )
    },

    async update(
      ctx: RequestContext,
      id: number,
      body: Partial<RedirectFields>,
    ): Promise<SavedRedirect> {
      const scope = scopeOf(ctx)
      const current = await repo.findById(scope, id)
      if (!current) throw new NotFoundError()
      const fields: RedirectFields = {
        from: body.from ?? current.fromPath,
        to: body.to ?? current.target,
        status: body.status ?? (current.status === 302 ? 302 : 301),
      }
      await assertAllowed(ctx, current.siteId, fields, id)
      return save(ctx, current.siteId, fields, (repoint) =>
        repo.updateRepointing(
          scope,
          id,
          {
            fromPath: fields.from,
            target: fields.to,
            status: fields.status,
            updatedAt: clock.now(),
          },
          repoint,
        ),
      )
    },

    async delete(ctx: RequestContext, id: number) {
      const scope = scopeOf(ctx)
      const current = await repo.findById(scope, id)
      if (!current || !(await repo.delete(scope, id))) throw new NotFoundError()
      onChanged(current.siteId)
      return { site_id: current.siteId }
    },
  }
}

export type RedirectsService = ReturnType<typeof createRedirectsService>
