import {
  normalizeData,
  type Article,
  type Content,
  type FormField,
  type PageWithArticles,
  type RestoreMissing,
  type Section,
} from '@sitewerk/contracts'
import type { articles, contents, sections } from '../../db/schema/index.ts'
import { mediaValues } from '../../lib/media-values.ts'
import { sanitizeFormData } from '../../lib/rich-text.ts'

/** What a restore asks about the organisation's library as it is now. */
/** Devices and spacing of a block; a version published before decision 040 has none. */
const deviceDisplayOf = (block: Pick<Content, 'hidden_on' | 'spacing'>) => ({
  hiddenOn: block.hidden_on ?? [],
  spacing: block.spacing ?? {},
})

export interface RestoreChecks {
  /** The component, if it still exists and the organisation may use it. */
  findComponent(id: number): Promise<{ id: number; form: FormField[] } | null>
  hasMediaFile(id: number): Promise<boolean>
  hasTheme(id: number): Promise<boolean>
  hasColorset(id: number): Promise<boolean>
}

type Row<T extends { $inferInsert: unknown }> = Omit<
  T['$inferInsert'],
  'id' | 'organizationId' | 'createdAt' | 'updatedAt'
>
/** One block of the version: its id in the version, its parent's id there, and its columns. */
export interface Planned<T> {
  id: number
  parentId: number
  row: T
}
export interface RestorePlan {
  articles: Planned<Omit<Row<typeof articles>, 'pageId'>>[]
  sections: Planned<Omit<Row<typeof sections>, 'articleId'>>[]
  contents: Planned<
    Omit<Row<typeof contents>, 'sectionId' | 'articleId'> & { inArticle: boolean }
  >[]
  /** The share image, or null when it is no longer in the library. */
  seoImageId: number | null
  missing: RestoreMissing
}

/** Removes the value at `path` (a media field emptied is stored as absent, like an empty save). */
function dropAt(data: Record<string, unknown>, path: (string | number)[]) {
  let node: unknown = data
  for (const part of path.slice(0, -1)) node = (node as Record<string, unknown>)?.[part]
  if (node && typeof node === 'object') Reflect.deleteProperty(node, path.at(-1)!)
}

/**
 * What restoring `version` writes, checked against the library as it is now (decision 028):
 * contents whose component is gone are left out, media files no longer in the library are
 * emptied, themes and colour sets no longer there are unset; every id checked once.
 */
export async function planRestore(
  version: PageWithArticles,
  checks: RestoreChecks,
): Promise<RestorePlan> {
  const memo = new Map<string, Promise<unknown>>()
  const once = <T>(key: string, ask: () => Promise<T>) => {
    if (!memo.has(key)) memo.set(key, ask())
    return memo.get(key) as Promise<T>
  }
  const missingComponents = new Set<number>()
  const missingFiles = new Set<number>()
  const file = async (id: number | null | undefined) => {
    if (!id) return null
    if (await once(`file:${id}`, () => checks.hasMediaFile(id))) return id
    missingFiles.add(id)
    return null
  }
  const look = async (block: { theme_id: number | null; custom_colorset_id: number | null }) => ({
    themeId:
      block.theme_id &&
      (await once(`theme:${block.theme_id}`, () => checks.hasTheme(block.theme_id!)))
        ? block.theme_id
        : null,
    customColorsetId:
      block.custom_colorset_id &&
      (await once(`colorset:${block.custom_colorset_id}`, () =>
        checks.hasColorset(block.custom_colorset_id!),
      ))
        ? block.custom_colorset_id
        : null,
  })

  const plan: RestorePlan = {
    articles: [],
    sections: [],
    contents: [],
    seoImageId: null,
    missing: { components: [], media_files: [], layout: false },
  }

  async function addContent(content: Content, parentId: number, inArticle: boolean) {
    const component = await once(`component:${content.component_id}`, () =>
      checks.findComponent(content.component_id),
    )
    if (!component) {
      missingComponents.add(content.component_id)
      return
    }
    const data = structuredClone(normalizeData(content.data))
    for (const { path, id } of [...mediaValues(component.form, data)])
      if (!(await file(id))) dropAt(data, path)
    plan.contents.push({
      id: content.id,
      parentId,
      row: {
        inArticle,
        order: content.order,
        componentId: component.id,
        data: sanitizeFormData(component.form, data),
        parallax: content.parallax,
        gridArea: content.grid_area,
        ...deviceDisplayOf(content),
        ...(await look(content)),
      },
    })
  }

  async function addSection(section: Section, articleId: number) {
    const background = section.background ?? null
    const backgroundFileId = await file(background?.id)
    plan.sections.push({
      id: section.id,
      parentId: articleId,
      row: {
        order: section.order,
        preset: section.preset,
        title: section.title,
        grid: section.grid,
        maxWidth: section.maxWidth,
        background: backgroundFileId ? background : null,
        backgroundFileId,
        ...deviceDisplayOf(section),
        ...(await look(section)),
      },
    })
    for (const content of section.contents) await addContent(content, section.id, false)
  }

  async function addArticle(article: Article) {
    plan.articles.push({
      id: article.id,
      parentId: version.id,
      row: {
        title: article.title,
        height: article.height,
        alignment: article.alignment,
        backgroundFileId: await file(article.background_file_id),
        order: article.order,
        preset: article.preset,
        style: article.style,
        css: article.css,
        classes: article.classes,
        chain: article.chain,
        ...deviceDisplayOf(article),
        ...(await look(article)),
      },
    })
    if (article.background_content) await addContent(article.background_content, article.id, true)
    for (const section of article.sections) await addSection(section, article.id)
  }

  for (const article of version.articles) await addArticle(article)
  plan.missing.components = [...missingComponents]
  // the share image is checked last, so the list reads in the page's order
  plan.seoImageId = await file(version.seo_image_id)
  plan.missing.media_files = [...missingFiles]
  return plan
}
