import {
  MEDIA_ROOT_CATEGORY_ID,
  type MediaCategory,
  type UpdateMediaCategoryBody,
} from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import { toMediaFile } from './mappers.ts'
import type { MediaRepository } from './repository.ts'

const toParentId = (id: number | null) => id ?? MEDIA_ROOT_CATEGORY_ID
const toRow = (id: number) => (id === MEDIA_ROOT_CATEGORY_ID ? null : id)

/** spec §3 media categories: a tree per organisation under the root constant 0. */
export function createMediaCategoriesService({
  repo,
  clock,
}: {
  repo: MediaRepository
  clock: Clock
}) {
  async function load(ctx: RequestContext, id: number) {
    const { id: organizationId } = requireOrganization(ctx)
    const row = await repo.categories.findById({ organizationId, id })
    if (!row) throw new NotFoundError()
    return { organizationId, row }
  }

  /** A parent that is the root or one of the organisation's categories; else a 422 on `field`. */
  async function assertParent(
    ctx: RequestContext,
    organizationId: number,
    id: number,
    field: string,
  ) {
    if (id === MEDIA_ROOT_CATEGORY_ID) return
    if (!(await repo.categories.findById({ organizationId, id })))
      throw new ValidationError(ctx.t('validation.invalid'), {
        [field]: [ctx.t('media.category_unknown')],
      })
  }

  async function present(
    ctx: RequestContext,
    organizationId: number,
    id: number,
  ): Promise<MediaCategory> {
    const rootTitle = ctx.t('media.root_title')
    const row = toRow(id)
    const path = row === null ? [] : await repo.categories.path({ organizationId, id })
    const self = path.at(-1)
    const children = await repo.categories.children({ organizationId, parentId: row })
    const files = await repo.files.listInCategory({ organizationId, categoryId: row })
    const parent = path.at(-2)
    return {
      id,
      title: self?.title ?? rootTitle,
      parent_id: row === null ? null : (parent?.id ?? MEDIA_ROOT_CATEGORY_ID),
      children: children.map((c) => ({
        id: c.id,
        title: c.title,
        parent_id: toParentId(c.parentId),
        children_count: c.childrenCount,
        files_count: c.filesCount,
      })),
      files: files.map(toMediaFile),
      ancestors: row === null ? [] : [{ id: 0, title: rootTitle }, ...path.slice(0, -1)],
    }
  }

  return {
    /** GET media_categories/{id} (spec §7); id 0 is the root. */
    async get(ctx: RequestContext, id: number) {
      const { id: organizationId } = requireOrganization(ctx)
      if (id !== MEDIA_ROOT_CATEGORY_ID) await load(ctx, id)
      return present(ctx, organizationId, id)
    },

    async create(ctx: RequestContext, parentId: number, title: string) {
      const { id: organizationId } = requireOrganization(ctx)
      await assertParent(ctx, organizationId, parentId, 'parentId')
      const row = await repo.categories.insert({ organizationId, title, parentId: toRow(parentId) })
      return present(ctx, organizationId, row.id)
    },

    /** Rename and/or move; never below itself or one of its descendants. */
    async update(ctx: RequestContext, id: number, body: UpdateMediaCategoryBody) {
      const { organizationId } = await load(ctx, id)
      if (body.parent_id !== undefined) {
        await assertParent(ctx, organizationId, body.parent_id, 'parent_id')
        const chain =
          body.parent_id === MEDIA_ROOT_CATEGORY_ID
            ? []
            : await repo.categories.path({ organizationId, id: body.parent_id })
        if (chain.some((c) => c.id === id))
          throw new ValidationError(ctx.t('validation.invalid'), {
            parent_id: [ctx.t('media.category_parent_invalid')],
          })
      }
      await repo.categories.update(
        { organizationId, id },
        {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.parent_id !== undefined ? { parentId: toRow(body.parent_id) } : {}),
          updatedAt: clock.now(),
        },
      )
      return present(ctx, organizationId, id)
    },

    /** Only an empty category goes (no subcategory, no file): else 409 with a message. */
    async delete(ctx: RequestContext, id: number) {
      const { organizationId } = await load(ctx, id)
      if (!(await repo.categories.deleteIfEmpty({ organizationId, id })))
        throw new ConflictError(ctx.t('media.category_not_empty'))
    },
  }
}

export type MediaCategoriesService = ReturnType<typeof createMediaCategoriesService>
