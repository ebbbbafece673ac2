import type { CreateLayoutBody, UpdateLayoutBody } from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import { toLayout } from './mappers.ts'
import type { LayoutRow, LayoutsRepository } from './repository.ts'

export interface LayoutsServiceDeps {
  repo: LayoutsRepository
  clock: Clock
  /** The site of this organisation, or null: another tenant's site is a 404. */
  findSite: (organizationId: number, siteId: number) => Promise<{ id: number } | null>
  /** 422 unless `theme_id`, when given, is the organisation's own theme. */
  assertLook: (ctx: RequestContext, body: { theme_id?: number | null }) => Promise<void>
}

/** The API's names onto the table's columns; absent fields stay as they are. */
const columns = (body: UpdateLayoutBody) => ({
  ...(body.title !== undefined ? { title: body.title } : {}),
  ...(body.theme_id !== undefined ? { themeId: body.theme_id } : {}),
  ...(body.style !== undefined ? { style: body.style } : {}),
  ...(body.css !== undefined ? { css: body.css } : {}),
  ...(body.maxWidth !== undefined ? { maxWidth: body.maxWidth } : {}),
})

export function createLayoutsService({ repo, clock, findSite, assertLook }: LayoutsServiceDeps) {
  async function load(ctx: RequestContext, id: number) {
    const organizationId = requireOrganization(ctx).id
    const layout = await repo.findById(organizationId, id)
    if (!layout) throw new NotFoundError()
    return { organizationId, layout }
  }

  const withContents = async (layout: LayoutRow) =>
    toLayout(layout, await repo.contentsOf([layout.id]))

  return {
    async listOfSite(ctx: RequestContext, siteId: number) {
      const organizationId = requireOrganization(ctx).id
      if (!(await findSite(organizationId, siteId))) throw new NotFoundError()
      const rows = await repo.listOfSite(organizationId, siteId)
      const contents = await repo.contentsOf(rows.map((r) => r.id))
      return rows.map((r) => toLayout(r, contents))
    },

    async get(ctx: RequestContext, id: number) {
      return withContents((await load(ctx, id)).layout)
    },

    async create(ctx: RequestContext, body: CreateLayoutBody & { title: string }) {
      const organizationId = requireOrganization(ctx).id
      if (!(await findSite(organizationId, body.site_id))) throw new NotFoundError()
      await assertLook(ctx, body)
      const now = clock.now()
      const layout = await repo.insert({
        ...columns(body),
        title: body.title,
        organizationId,
        siteId: body.site_id,
        createdAt: now,
        updatedAt: now,
      })
      return toLayout(layout, [])
    },

    async update(ctx: RequestContext, id: number, body: UpdateLayoutBody) {
      const { organizationId } = await load(ctx, id)
      await assertLook(ctx, body)
      const layout = await repo.update(organizationId, id, {
        ...columns(body),
        updatedAt: clock.now(),
      })
      if (!layout) throw new NotFoundError()
      return withContents(layout)
    },

    /** Its contents go with it; pages that used it keep no layout (FK set null). */
    async delete(ctx: RequestContext, id: number) {
      const { organizationId, layout } = await load(ctx, id)
      await repo.delete(organizationId, id)
      return { site_id: layout.siteId }
    },
  }
}

export type LayoutsService = ReturnType<typeof createLayoutsService>
