import { z } from 'zod'
import { Id, RawText, Text, DbDateTime } from '../primitives.ts'
import { isMenuUrl } from '../entities/navigation.ts'
import { deviceDisplayFields } from '../entities/device-display.ts'
import { LayoutSlot, SECTION_MAX_WIDTHS } from '../entities/page-tree.ts'
import { DataInput, MediaInputValue } from '../schema-form/data-schema.ts'

/** A page path without leading or trailing slash: lower-case segments; '' is the home page. */
export const PageUrl = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/^\/+|\/+$/g, ''))
  .pipe(
    z
      .string()
      .max(255)
      .regex(/^$|^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, 'url'),
  )

/**
 * Where a canonical link or a redirect points (decision 036): a path of the site, normalised like
 * page addresses and answered as '/path', or an absolute http(s) URL the person typed (the only
 * way to name another host), kept in its encoded form so it is safe in a Location header.
 */
export const SiteTarget = Text(2000)
  .pipe(z.string().min(1))
  .transform((value, ctx) => {
    if (/^https?:\/\//i.test(value)) {
      if (isMenuUrl(value)) return new URL(value).href
    } else {
      const path = PageUrl.safeParse(value)
      if (path.success) return `/${path.data}`
    }
    ctx.addIssue({ code: 'custom', message: 'url', input: value })
    return z.NEVER
  })

/**
 * Lengths the search-result preview warns past (hints, never limits): longer titles and
 * descriptions are cut off in most results.
 */
export const SEO_TITLE_HINT = 60
export const SEO_DESCRIPTION_HINT = 155

/** An optional free text field that may be cleared with null. */
export const FreeString = (max: number) => Text(max).nullable().optional()
/** Compiled CSS a client sends along (pages, articles, layouts). */
export const Css = RawText(100_000).nullable().optional()
const Order = z.number().int().min(0).max(1_000_000)

export const CreatePageBody = z.strictObject({
  site_id: Id,
  title: Text(255).pipe(z.string().min(1)),
  url: PageUrl,
  parent_id: Id.nullable().optional(),
  layout_id: Id.nullable().optional(),
  order: Order.optional(),
  description: FreeString(500),
  /** spec §4: also create one empty article (height full, alignment center, order 1) and one section. */
  create_article: z.boolean().optional(),
  /**
   * Whether the page goes into the site's menu (issue 13: never without the person's say). Left
   * out, the menu stays as it is: a derived menu shows the page, an arranged one does not.
   */
  show_in_menu: z.boolean().optional(),
})
export type CreatePageBody = z.input<typeof CreatePageBody>

export const UpdatePageBody = z.strictObject({
  title: Text(255).pipe(z.string().min(1)).optional(),
  url: PageUrl.optional(),
  parent_id: Id.nullable().optional(),
  layout_id: Id.nullable().optional(),
  order: Order.optional(),
  style: FreeString(10_000),
  css: Css,
  description: FreeString(500),
  seo_image_id: Id.nullable().optional(),
  seo_title: FreeString(255),
  noindex: z.boolean().optional(),
  exclude_from_sitemap: z.boolean().optional(),
  canonical_url: SiteTarget.nullable().optional(),
  /** The `updated_at` the editor last saw: a save after someone else's is refused (409). */
  updated_at: DbDateTime.optional(),
})
export type UpdatePageBody = z.input<typeof UpdatePageBody>

const articleFields = {
  title: FreeString(255),
  height: FreeString(64),
  alignment: FreeString(64),
  background_file_id: Id.nullable().optional(),
  order: Order.optional(),
  preset: FreeString(64),
  style: FreeString(10_000),
  theme_id: Id.nullable().optional(),
  css: Css,
  classes: FreeString(255),
  chain: z.boolean().optional(),
  custom_colorset_id: Id.nullable().optional(),
  ...deviceDisplayFields,
}
export const CreateArticleBody = z.strictObject({ page_id: Id, ...articleFields })
export const UpdateArticleBody = z.strictObject({
  ...articleFields,
  updated_at: DbDateTime.optional(),
})
export type CreateArticleBody = z.input<typeof CreateArticleBody>
export type UpdateArticleBody = z.input<typeof UpdateArticleBody>

const sectionFields = {
  order: Order.optional(),
  preset: FreeString(64),
  title: FreeString(255),
  theme_id: Id.nullable().optional(),
  custom_colorset_id: Id.nullable().optional(),
  grid: FreeString(255),
  maxWidth: z.enum(SECTION_MAX_WIDTHS).optional(),
  background: MediaInputValue.nullable().optional(),
  ...deviceDisplayFields,
}
export const CreateSectionBody = z.strictObject({ article_id: Id, ...sectionFields })
export const UpdateSectionBody = z.strictObject({
  ...sectionFields,
  updated_at: DbDateTime.optional(),
})
export type CreateSectionBody = z.input<typeof CreateSectionBody>
export type UpdateSectionBody = z.input<typeof UpdateSectionBody>

const contentFields = {
  order: Order.optional(),
  data: DataInput.optional(),
  parallax: z.boolean().optional(),
  custom_colorset_id: Id.nullable().optional(),
  theme_id: Id.nullable().optional(),
  grid_area: FreeString(64),
  ...deviceDisplayFields,
}
/** spec §7 POST content: section_id, order, component_id, data — or a layout slot, or an article background. */
export const CreateContentBody = z
  .strictObject({
    section_id: Id.optional(),
    layout_id: Id.optional(),
    layout_slot: LayoutSlot.optional(),
    article_id: Id.optional(),
    component_id: Id,
    ...contentFields,
  })
  .refine(
    (b) =>
      [b.section_id, b.layout_id, b.article_id].filter((v) => v !== undefined).length === 1 &&
      (b.layout_id === undefined) === (b.layout_slot === undefined),
    { message: 'content_parent', path: ['section_id'] },
  )
export const UpdateContentBody = z.strictObject({
  ...contentFields,
  updated_at: DbDateTime.optional(),
})
export type CreateContentBody = z.input<typeof CreateContentBody>
export type UpdateContentBody = z.input<typeof UpdateContentBody>

/** spec §7 duplicate calls: body id, response id and url (of the page). */
export const DuplicateBody = z.object({ id: Id.optional() })
export const DuplicateResponse = z.object({ id: Id, url: z.string() })

/** spec §7 DELETE responses: the parent to re-select (spec §4). */
export const DeleteArticleResponse = z.object({ page_id: Id })
export const DeleteSectionResponse = z.object({ article_id: Id })
export const DeleteContentResponse = z.object({ section_id: Id.nullable() })

/**
 * One call that writes a new order atomically; items may move to `parent_id` (across parents).
 * `header` and `footer` order a layout's slot contents: `parent_id` is the layout.
 */
export const ReorderBody = z.strictObject({
  type: z.enum(['articles', 'sections', 'contents', 'header', 'footer']),
  parent_id: Id,
  ids: z.array(Id).min(1).max(500),
})
export type ReorderBody = z.input<typeof ReorderBody>

/**
 * Undo of a delete (issue 13): the editor sends back the block it deleted, with its own id, its
 * settings and its children, to be re-created under `parent_id` at `order`. Parent ids of the
 * children follow from the nesting, so they are not sent.
 */
export const RestoredContent = z.strictObject({
  id: Id,
  component_id: Id,
  ...contentFields,
  data: DataInput,
})
export const RestoredSection = z.strictObject({
  id: Id,
  ...sectionFields,
  contents: z.array(RestoredContent).max(500),
})
export const RestoredArticle = z.strictObject({
  id: Id,
  ...articleFields,
  background_content: RestoredContent.nullable(),
  sections: z.array(RestoredSection).max(200),
})
export const RestoreContentBody = z.strictObject({ parent_id: Id, block: RestoredContent })
export const RestoreSectionBody = z.strictObject({ parent_id: Id, block: RestoredSection })
export const RestoreArticleBody = z.strictObject({ parent_id: Id, block: RestoredArticle })
export type RestoredContent = z.input<typeof RestoredContent>
export type RestoredSection = z.input<typeof RestoredSection>
export type RestoredArticle = z.input<typeof RestoredArticle>
export type RestoreContentBody = z.input<typeof RestoreContentBody>
export type RestoreSectionBody = z.input<typeof RestoreSectionBody>
export type RestoreArticleBody = z.input<typeof RestoreArticleBody>
