import { z } from 'zod'
import { DbDateTime, Id } from '../primitives.ts'
import { MediaInputValue } from '../schema-form/data-schema.ts'
import { deviceDisplayFields } from './device-display.ts'

/** spec §3 Section max width. */
export const SECTION_MAX_WIDTHS = ['default', 'full'] as const
/** spec §3/§9 layout slots. */
export const LAYOUT_SLOTS = ['header', 'footer'] as const
export const LayoutSlot = z.enum(LAYOUT_SLOTS)
export type LayoutSlot = z.infer<typeof LayoutSlot>

/** spec §3 Content: one component with its data, in a section or a layout slot. */
export const Content = z.object({
  id: Id,
  section_id: Id.nullable(),
  layout_id: Id.nullable(),
  layout_slot: LayoutSlot.nullable(),
  order: z.number().int(),
  component_id: Id,
  data: z.record(z.string(), z.unknown()),
  parallax: z.boolean(),
  article_id: Id.nullable(),
  custom_colorset_id: Id.nullable(),
  theme_id: Id.nullable(),
  grid_area: z.string().nullable(),
  ...deviceDisplayFields,
  /** When it last changed: the version a save names to be refused if someone saved since (409). */
  updated_at: DbDateTime.optional(),
})
export type Content = z.infer<typeof Content>

/** spec §3 Section. Height and alignment are free strings (spec §3). */
export const Section = z.object({
  id: Id,
  article_id: Id,
  order: z.number().int(),
  preset: z.string().nullable(),
  title: z.string().nullable(),
  theme_id: Id.nullable(),
  custom_colorset_id: Id.nullable(),
  grid: z.string().nullable(),
  maxWidth: z.enum(SECTION_MAX_WIDTHS),
  /** A photo behind the section's blocks, with its focal point (issue 13); absent or null: none. */
  background: MediaInputValue.nullable().optional(),
  contents: z.array(Content),
  ...deviceDisplayFields,
  /**
   * A placement of a reusable section (decision 041): `contents` are the reusable section's blocks,
   * shared with every page that places it. Absent or null: the section's own blocks.
   */
  reusable_section_id: Id.nullable().optional(),
  /** When it last changed: the version a save names to be refused if someone saved since (409). */
  updated_at: DbDateTime.optional(),
})
export type Section = z.infer<typeof Section>

/** spec §3 Article, with its background content and sections. */
export const Article = z.object({
  id: Id,
  title: z.string().nullable(),
  height: z.string().nullable(),
  alignment: z.string().nullable(),
  background_file_id: Id.nullable(),
  page_id: Id,
  order: z.number().int(),
  preset: z.string().nullable(),
  style: z.string().nullable(),
  theme_id: Id.nullable(),
  css: z.string().nullable(),
  classes: z.string().nullable(),
  chain: z.boolean(),
  custom_colorset_id: Id.nullable(),
  background_content: Content.nullable(),
  sections: z.array(Section),
  ...deviceDisplayFields,
  /** When it last changed: the version a save names to be refused if someone saved since (409). */
  updated_at: DbDateTime.optional(),
})
export type Article = z.infer<typeof Article>

/** spec §3 Page. `url` is unique per site, without leading slash; '' is the home page. */
export const Page = z.object({
  id: Id,
  title: z.string(),
  url: z.string(),
  site_id: Id,
  layout_id: Id.nullable(),
  order: z.number().int(),
  parent_id: Id.nullable(),
  style: z.string().nullable(),
  css: z.string().nullable(),
  description: z.string().nullable(),
  seo_image_id: Id.nullable(),
  /**
   * Search engines (decision 036): the title results show (null: 'page title | site title'),
   * noindex, out of the sitemap, and the canonical address (null: the page's own). Optional
   * because versions published before them carry none.
   */
  seo_title: z.string().nullable().optional(),
  noindex: z.boolean().optional(),
  exclude_from_sitemap: z.boolean().optional(),
  canonical_url: z.string().nullable().optional(),
  /** When it last changed: the version a save names to be refused if someone saved since (409). */
  updated_at: DbDateTime.optional(),
})
export type Page = z.infer<typeof Page>

export const PageWithArticles = Page.extend({ articles: z.array(Article) })
export type PageWithArticles = z.infer<typeof PageWithArticles>

/** spec §3 Layout: header and footer contents by `layout_slot`. */
export const Layout = z.object({
  id: Id,
  site_id: Id,
  title: z.string(),
  theme_id: Id.nullable(),
  style: z.string().nullable(),
  css: z.string().nullable(),
  maxWidth: z.enum(SECTION_MAX_WIDTHS),
  /** A photo behind the section's blocks, with its focal point (issue 13); absent or null: none. */
  background: MediaInputValue.nullable().optional(),
  contents: z.array(Content),
})
export type Layout = z.infer<typeof Layout>
