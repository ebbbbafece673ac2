import { assertVersion, nextUpdatedAt, staleError } from './versions.ts'
import {
  buildDataSchema,
  normalizeData,
  type CreateArticleBody,
  type CreateContentBody,
  type CreateSectionBody,
  type FormField,
  type ReorderBody,
  type RestoreArticleBody,
  type RestoreContentBody,
  type RestoreSectionBody,
  type UpdateArticleBody,
  type UpdateContentBody,
  type UpdateSectionBody,
} from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { ConflictError, ValidationError } from '../../lib/errors.ts'
import { foreignMediaPaths } from '../../lib/media-values.ts'
import { sanitizeFormData } from '../../lib/rich-text.ts'
import type { RequestContext } from '../../lib/request-context.ts'
import { orNotFound, scopeOf } from '../../lib/tenant-scope.ts'
import { issuesToFieldErrors } from '../../lib/i18n/validation-messages.ts'
import { toArticle, toContent, toSection } from './mappers.ts'
import type { RestoreRows } from './deleted-blocks-repository.ts'
import { flattenRestored } from './restore-tree.ts'
import type { BlockParent } from './blocks-repository.ts'
import type { PagesRepository } from './repository.ts'

export interface BlockServiceDeps {
  repo: PagesRepository
  clock: Clock
  findComponent: (
    organizationId: number,
    id: number,
  ) => Promise<{ id: number; form: FormField[] } | null>
  findLayout: (
    organizationId: number,
    layoutId: number,
  ) => Promise<{ id: number; siteId: number } | null>
  /** 422 unless `theme_id` and `custom_colorset_id`, when given, are the organisation's own. */
  assertLook: (
    ctx: RequestContext,
    body: { theme_id?: number | null; custom_colorset_id?: number | null },
  ) => Promise<void>
  /** Whether the organisation has this media file (an image may only be one's own). */
  hasMediaFile?: (organizationId: number, fileId: number) => Promise<boolean>
}

/** Drops undefined values and maps the API's snake_case onto the table's columns. */
function columns(body: Record<string, unknown>, map: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key, value]) => value !== undefined && key in map)
      .map(([key, value]) => [map[key]!, value]),
  )
}
const ARTICLE = {
  title: 'title',
  height: 'height',
  alignment: 'alignment',
  background_file_id: 'backgroundFileId',
  order: 'order',
  preset: 'preset',
  style: 'style',
  theme_id: 'themeId',
  css: 'css',
  classes: 'classes',
  chain: 'chain',
  custom_colorset_id: 'customColorsetId',
  hidden_on: 'hiddenOn',
  spacing: 'spacing',
}
const SECTION = {
  order: 'order',
  preset: 'preset',
  title: 'title',
  theme_id: 'themeId',
  custom_colorset_id: 'customColorsetId',
  grid: 'grid',
  maxWidth: 'maxWidth',
  background: 'background',
  hidden_on: 'hiddenOn',
  spacing: 'spacing',
}
/** A section's background value, and its file id beside it (the foreign key and media usages). */
const sectionBackground = (body: CreateSectionBody | UpdateSectionBody) =>
  body.background === undefined ? {} : { backgroundFileId: body.background?.id ?? null }
const CONTENT = {
  order: 'order',
  data: 'data',
  parallax: 'parallax',
  custom_colorset_id: 'customColorsetId',
  theme_id: 'themeId',
  grid_area: 'gridArea',
  hidden_on: 'hiddenOn',
  spacing: 'spacing',
}

export function createBlockService({
  repo,
  clock,
  findComponent,
  findLayout,
  assertLook,
  hasMediaFile,
}: BlockServiceDeps) {
  const invalid = (
    ctx: RequestContext,
    field: string,
    key:
      | 'pages.component_unknown'
      | 'pages.reorder_mismatch'
      | 'pages.content_parent'
      | 'pages.restore_unknown',
  ) => new ValidationError(ctx.t('validation.invalid'), { [field]: [ctx.t(key)] })

  /** The page (and so the site) a block lives on, for access checks and cache invalidation. */
  async function assertBackground(
    ctx: RequestContext,
    fileId: number | null | undefined,
    field = 'background_file_id',
  ) {
    if (fileId && !(await hasMediaFile?.(scopeOf(ctx).organizationId, fileId)))
      throw new ValidationError(ctx.t('validation.invalid'), {
        [field]: [ctx.t('media.file_unknown')],
      })
  }

  async function siteOfArticle(ctx: RequestContext, articleId: number) {
    const article = orNotFound(await repo.findArticle(scopeOf(ctx), articleId))
    const page = orNotFound(await repo.findPage(scopeOf(ctx), article.pageId))
    return { article, page }
  }
  async function siteOfSection(ctx: RequestContext, sectionId: number) {
    const section = orNotFound(await repo.findSection(scopeOf(ctx), sectionId))
    return { section, ...(await siteOfArticle(ctx, section.articleId)) }
  }
  /** A content's site, and its page unless it belongs to a layout or a reusable section. */
  async function siteOfContent(ctx: RequestContext, contentId: number) {
    const content = orNotFound(await repo.findContent(scopeOf(ctx), contentId))
    if (content.reusableSectionId)
      return {
        content,
        pageId: null,
        siteId: orNotFound(await repo.findReusable(scopeOf(ctx), content.reusableSectionId)).siteId,
      }
    const parent = content.sectionId
      ? await siteOfSection(ctx, content.sectionId)
      : content.articleId
        ? await siteOfArticle(ctx, content.articleId)
        : null
    if (parent) return { content, pageId: parent.page.id, siteId: parent.page.siteId }
    return {
      content,
      pageId: null,
      siteId: orNotFound(await findLayout(scopeOf(ctx).organizationId, content.layoutId!)).siteId,
    }
  }

  /**
   * Content data must fill its component's form (422 on `data.<field>`), every media value in it
   * must be the organisation's own file (422 on that field); rich text sanitised.
   */
  async function validData(ctx: RequestContext, componentId: number, data: unknown) {
    const { organizationId } = scopeOf(ctx)
    const component = await findComponent(organizationId, componentId)
    if (!component) throw invalid(ctx, 'component_id', 'pages.component_unknown')
    const raw = normalizeData(data)
    const parsed = buildDataSchema(component.form).safeParse(raw)
    if (parsed.success) {
      const foreign = await foreignMediaPaths(
        component.form,
        parsed.data,
        async (fileId) => (await hasMediaFile?.(organizationId, fileId)) === true,
        'data',
      )
      if (foreign.length)
        throw new ValidationError(
          ctx.t('validation.invalid'),
          Object.fromEntries(foreign.map((path) => [path, [ctx.t('media.file_unknown')]])),
        )
      return sanitizeFormData(component.form, parsed.data)
    }
    const issues = parsed.error.issues.map((i) => ({ ...i, path: ['data', ...i.path.map(String)] }))
    throw new ValidationError(
      ctx.t('validation.invalid'),
      issuesToFieldErrors(issues as never, ctx.t, { data: raw }),
    )
  }

  /**
   * Where blocks of a section live: the section's own, or, for a placement of a reusable section,
   * the shared ones (decision 041).
   */
  async function contentParent(ctx: RequestContext, sectionId: number) {
    const { section } = await siteOfSection(ctx, sectionId)
    return section.reusableSectionId
      ? { sectionId: null, reusableSectionId: section.reusableSectionId }
      : { sectionId: section.id, reusableSectionId: null }
  }
  /** Shared blocks changed: every page placing them has unpublished changes. */
  async function touched(reusableSectionId: number | null | undefined) {
    if (reusableSectionId) await repo.markPagesUsing(reusableSectionId, clock.now())
  }

  async function subtree(pageId: number) {
    return repo.loadTree([pageId])
  }

  return {
    async getArticle(ctx: RequestContext, id: number) {
      const { article } = await siteOfArticle(ctx, id)
      const tree = await subtree(article.pageId)
      return toArticle(article, tree.sections, tree.contents)
    },
    async getSection(ctx: RequestContext, id: number) {
      const { section, article } = await siteOfSection(ctx, id)
      return toSection(section, (await subtree(article.pageId)).contents)
    },
    async getContent(ctx: RequestContext, id: number) {
      return toContent((await siteOfContent(ctx, id)).content)
    },

    async createArticle(ctx: RequestContext, body: CreateArticleBody) {
      const scope = scopeOf(ctx)
      const page = orNotFound(await repo.findPage(scope, body.page_id))
      await assertLook(ctx, body)
      await assertBackground(ctx, body.background_file_id)
      const row = await repo.insertArticle({ ...scope, pageId: page.id, ...columns(body, ARTICLE) })
      return toArticle(row, [], [])
    },
    async createSection(ctx: RequestContext, body: CreateSectionBody) {
      const { article } = await siteOfArticle(ctx, body.article_id)
      await assertLook(ctx, body)
      await assertBackground(ctx, body.background?.id, 'background')
      const row = await repo.insertSection({
        ...scopeOf(ctx),
        articleId: article.id,
        ...columns(body, SECTION),
        ...sectionBackground(body),
      })
      return toSection(row, [])
    },
    async createContent(ctx: RequestContext, body: CreateContentBody) {
      const scope = scopeOf(ctx)
      // The parent must be the organisation's: another tenant's is a 404.
      const inSection = body.section_id ? await contentParent(ctx, body.section_id) : null
      if (!inSection) {
        if (body.article_id) await siteOfArticle(ctx, body.article_id)
        else orNotFound(await findLayout(scope.organizationId, body.layout_id!))
      }
      await assertLook(ctx, body)
      const data = await validData(ctx, body.component_id, body.data)
      const row = await repo.insertContent({
        ...scope,
        ...columns(body, CONTENT),
        sectionId: inSection?.sectionId ?? null,
        reusableSectionId: inSection?.reusableSectionId ?? null,
        articleId: body.article_id ?? null,
        layoutId: body.layout_id ?? null,
        layoutSlot: body.layout_slot ?? null,
        componentId: body.component_id,
        data,
      })
      await touched(row.reusableSectionId)
      return toContent({ ...row, sectionId: body.section_id ?? null })
    },

    async updateArticle(ctx: RequestContext, id: number, body: UpdateArticleBody) {
      const { article } = await siteOfArticle(ctx, id)
      assertVersion(ctx, article.updatedAt, body.updated_at)
      await assertLook(ctx, body)
      await assertBackground(ctx, body.background_file_id)
      const row = await repo.updateArticle(
        scopeOf(ctx),
        id,
        { ...columns(body, ARTICLE), updatedAt: nextUpdatedAt(article.updatedAt, clock.now()) },
        article.updatedAt,
      )
      if (!row) throw staleError(ctx, article.updatedAt)
      return this.getArticle(ctx, id)
    },
    async updateSection(ctx: RequestContext, id: number, body: UpdateSectionBody) {
      const { section } = await siteOfSection(ctx, id)
      assertVersion(ctx, section.updatedAt, body.updated_at)
      await assertLook(ctx, body)
      await assertBackground(ctx, body.background?.id, 'background')
      const row = await repo.updateSection(
        scopeOf(ctx),
        id,
        {
          ...columns(body, SECTION),
          ...sectionBackground(body),
          updatedAt: nextUpdatedAt(section.updatedAt, clock.now()),
        },
        section.updatedAt,
      )
      if (!row) throw staleError(ctx, section.updatedAt)
      return this.getSection(ctx, id)
    },
    async updateContent(ctx: RequestContext, id: number, body: UpdateContentBody) {
      const { content } = await siteOfContent(ctx, id)
      assertVersion(ctx, content.updatedAt, body.updated_at)
      await assertLook(ctx, body)
      const data =
        body.data === undefined ? undefined : await validData(ctx, content.componentId, body.data)
      const row = await repo.updateContent(
        scopeOf(ctx),
        id,
        {
          ...columns(body, CONTENT),
          ...(data ? { data } : {}),
          updatedAt: nextUpdatedAt(content.updatedAt, clock.now()),
        },
        content.updatedAt,
      )
      if (!row) throw staleError(ctx, content.updatedAt)
      await touched(row.reusableSectionId)
      return toContent(row)
    },

    async deleteArticle(ctx: RequestContext, id: number) {
      const { page } = await siteOfArticle(ctx, id)
      await repo.deleteBlock('article', scopeOf(ctx), id, { pageId: page.id, now: clock.now() })
      return { page_id: page.id }
    },
    async deleteSection(ctx: RequestContext, id: number) {
      const { section, page } = await siteOfSection(ctx, id)
      await repo.deleteBlock('section', scopeOf(ctx), id, { pageId: page.id, now: clock.now() })
      return { article_id: section.articleId }
    },
    async deleteContent(ctx: RequestContext, id: number) {
      const { content, pageId } = await siteOfContent(ctx, id)
      await repo.deleteBlock('content', scopeOf(ctx), id, { pageId, now: clock.now() })
      await touched(content.reusableSectionId)
      return { section_id: content.sectionId }
    },
    /** Forgets deletions past the undo window (hourly; decision 052). */
    purgeDeletedBlocks: (now: Date) => repo.purgeDeletedBlocks(now),

    /** Copies with the whole subtree, placed right after the original (spec §7: answers id and url). */
    async duplicate(ctx: RequestContext, kind: 'article' | 'section' | 'content', id: number) {
      const now = clock.now()
      if (kind === 'article') {
        const { article, page } = await siteOfArticle(ctx, id)
        const copy = await repo.duplicateArticle(article, now)
        return { id: copy.id, url: page.url }
      }
      if (kind === 'section') {
        const { section, page } = await siteOfSection(ctx, id)
        const copy = await repo.duplicateSection(section, now)
        return { id: copy.id, url: page.url }
      }
      const { content } = await siteOfContent(ctx, id)
      const page = content.sectionId ? (await siteOfSection(ctx, content.sectionId)).page : null
      const copy = await repo.duplicateContent(content, now)
      await touched(content.reusableSectionId)
      return { id: copy.id, url: page?.url ?? '' }
    },

    /**
     * Undo of a delete (issue 13, decision 015): re-creates a deleted block with its children,
     * settings and own ids under a parent of the organisation. Everything is checked as creating
     * checks it (looks, background image, component data and its media files). Only ids the
     * organisation deleted come back (decision 052): one of its blocks that is there again is a
     * 409; any other id, another organisation's or one never handed out, a 422 on `block.id`.
     */
    async restore(
      ctx: RequestContext,
      kind: 'article' | 'section' | 'content',
      body: RestoreArticleBody | RestoreSectionBody | RestoreContentBody,
    ) {
      const scope = scopeOf(ctx)
      // The parent must be the organisation's: another tenant's is a 404.
      if (kind === 'article') orNotFound(await repo.findPage(scope, body.parent_id))
      else if (kind === 'section') await siteOfArticle(ctx, body.parent_id)
      const shared = kind === 'content' ? await contentParent(ctx, body.parent_id) : null
      const tree = flattenRestored(kind, body.parent_id, body.block)
      const rows: RestoreRows = { articles: [], sections: [], contents: [] }
      for (const { parentId, block } of tree.articles) {
        await assertLook(ctx, block)
        await assertBackground(ctx, block.background_file_id)
        rows.articles.push({ ...scope, ...columns(block, ARTICLE), id: block.id, pageId: parentId })
      }
      for (const { parentId, block } of tree.sections) {
        await assertLook(ctx, block)
        rows.sections.push({
          ...scope,
          ...columns(block, SECTION),
          id: block.id,
          articleId: parentId,
        })
      }
      for (const { parentId, block, inArticle } of tree.contents) {
        await assertLook(ctx, block)
        rows.contents.push({
          ...scope,
          ...columns(block, CONTENT),
          id: block.id,
          sectionId: inArticle || shared?.reusableSectionId ? null : parentId,
          reusableSectionId: inArticle ? null : (shared?.reusableSectionId ?? null),
          articleId: inArticle ? parentId : null,
          componentId: block.component_id,
          data: await validData(ctx, block.component_id, block.data),
        })
      }
      const ids = [...rows.articles, ...rows.sections, ...rows.contents].map((row) => row.id)
      // one id twice in a tree was never one deleted block
      const hasTwice = (list: { id: number }[]) => new Set(list.map((r) => r.id)).size < list.length
      if (hasTwice(rows.sections) || hasTwice(rows.contents))
        throw invalid(ctx, 'block.id', 'pages.restore_unknown')
      const refused = await repo.restoreBlocks(scope, rows)
      if (refused === 'taken') throw new ConflictError(ctx.t('pages.restore_taken'), { ids })
      if (refused === 'unknown') throw invalid(ctx, 'block.id', 'pages.restore_unknown')
      await touched(shared?.reusableSectionId)
      const id = body.block.id
      if (kind === 'article') return this.getArticle(ctx, id)
      if (kind === 'section') return this.getSection(ctx, id)
      return this.getContent(ctx, id)
    },

    /** Writes a new order in one transaction; items may come from other parents of the same site. */
    async reorder(ctx: RequestContext, body: ReorderBody) {
      const scope = scopeOf(ctx)
      const ids = [...new Set(body.ids)]
      let table: 'articles' | 'sections' | 'contents'
      let parent: BlockParent
      if (body.type === 'articles') {
        orNotFound(await repo.findPage(scope, body.parent_id))
        table = 'articles'
        parent = { pageId: body.parent_id }
      } else if (body.type === 'sections') {
        await siteOfArticle(ctx, body.parent_id)
        table = 'sections'
        parent = { articleId: body.parent_id }
      } else if (body.type === 'contents') {
        table = 'contents'
        parent = {
          ...(await contentParent(ctx, body.parent_id)),
          articleId: null,
          layoutId: null,
          layoutSlot: null,
        }
      } else {
        orNotFound(await findLayout(scope.organizationId, body.parent_id))
        table = 'contents'
        parent = {
          sectionId: null,
          reusableSectionId: null,
          articleId: null,
          layoutId: body.parent_id,
          layoutSlot: body.type,
        }
      }
      const left = await repo.moveBlocks(scope, table, { ids, parent, now: () => clock.now() })
      if (!left) throw invalid(ctx, 'ids', 'pages.reorder_mismatch')
      const target = (parent as { reusableSectionId?: number | null }).reusableSectionId
      for (const reusableSectionId of new Set([...left, target])) await touched(reusableSectionId)
    },
  }
}

export type BlockService = ReturnType<typeof createBlockService>
