import { z } from 'zod'
import { Colorset } from '../entities/colorset.ts'
import { Layout } from '../entities/page-tree.ts'
import { Theme } from '../entities/theme.ts'
import { Id } from '../primitives.ts'
import { FormField } from '../schema-form/field.ts'

/** One entry of a site's navigation, as the renderer gives it to templates (`navigation`). */
export interface PreviewNavigationItem {
  title: string
  href: string
  active: boolean
  /** An owner's link that opens in a new tab. */
  new_tab?: boolean
  children: PreviewNavigationItem[]
}
export const PreviewNavigationItem: z.ZodType<PreviewNavigationItem> = z.lazy(() =>
  z.object({
    title: z.string(),
    href: z.string(),
    active: z.boolean(),
    new_tab: z.boolean().optional(),
    children: z.array(PreviewNavigationItem),
  }),
)

/** What a theme looks like to the renderer: the fields `themeToCss` reads, and its font families. */
export const PreviewTheme = z.object({
  id: Id,
  style: Theme.pick({
    spacing: true,
    edges: true,
    highlightColor: true,
    secondaryColor: true,
    backgroundColor: true,
    typography: true,
    textAlign: true,
    link: true,
    lists: true,
  }),
  fonts: z.object({ headline: z.string().nullable(), copy: z.string().nullable() }),
})
export type PreviewTheme = z.infer<typeof PreviewTheme>

/**
 * GET page/{id}/preview: everything the editor's preview renders a page with besides the page tree
 * (which the editor holds, unsaved edits included), as the public page gets it.
 */
export const PagePreviewData = z.object({
  site: z.object({
    title: z.string(),
    description: z.string().nullable(),
    variables: z.record(z.string(), z.unknown()),
    /** The site settings, logo, hours and social links, as public pages give them to templates. */
    settings: z.record(z.string(), z.unknown()).optional(),
    logo: z.record(z.string(), z.unknown()).nullable().optional(),
    opening_hours: z.array(z.object({ days: z.string(), hours: z.string() })).optional(),
    social_links: z
      .array(z.object({ network: z.string(), url: z.string(), label: z.string() }))
      .optional(),
  }),
  layout: Layout.pick({ id: true, contents: true, css: true, maxWidth: true }).nullable(),
  navigation: z.array(PreviewNavigationItem),
  /** The page's own theme at `:root`, and the @font-face rules of every theme below. */
  css: z.string(),
  /** Every theme of the organisation: a block shows a theme the person just picked. */
  themes: z.array(PreviewTheme),
  /** Every colour set of the organisation, for the same reason. */
  colorsets: z.array(
    Colorset.pick({
      id: true,
      highlight_color: true,
      secondary_color: true,
      text_color: true,
      background_color: true,
    }),
  ),
  /** The site's forms, so a form block shows its form (another form id shows the editor's note). */
  forms: z.array(z.object({ id: Id, title: z.string(), schema: z.array(FormField) })).optional(),
})
export type PagePreviewData = z.infer<typeof PagePreviewData>
