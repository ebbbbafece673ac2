import type { ComponentNamespace, Layout, PageWithArticles, ThemeStyle } from '@sitewerk/contracts'
import type { BlockCache } from './block-cache.ts'
import type { RenderForm } from './forms/render-form.ts'
import type { LiquidEngine } from './liquid/create-engine.ts'
import type { ColorsetColors, ThemeFonts } from './theme/theme-to-css.ts'

/** What the renderer needs of a component: its template and its compiled, scoped CSS. */
export interface RenderComponent {
  id: number
  key: string
  namespace: ComponentNamespace
  template: string
  css: string
  script: string
  /** Part of the template cache key: a saved component is parsed anew. */
  updated_at: string
}

export interface NavigationItem {
  title: string
  /** Absolute path on the site host, e.g. '/' or '/ueber-uns'. */
  href: string
  active: boolean
  /** An owner's link that opens in a new tab (the template adds rel="noopener"). */
  new_tab?: boolean
  children: NavigationItem[]
}

/** What templates read as `site`. */
export interface RenderSite {
  title: string
  description: string | null
  variables: Record<string, unknown>
  /** The owner's site settings (contracts' SiteSettings): contact, hours, social links, language. */
  settings?: Record<string, unknown>
  /** The header's logo as a media value (`{{ site.logo | image }}`), or null. */
  logo?: Record<string, unknown> | null
  /** The opening hours as lines to show: `{ days: 'Mo–Fr', hours: '08:00–18:00' }`. */
  opening_hours?: { days: string; hours: string }[]
  /** The social links with the network's name to show: `{ network, url, label }`. */
  social_links?: { network: string; url: string; label: string }[]
}

export interface RenderPageInput {
  site: RenderSite
  page: PageWithArticles
  layout: Pick<Layout, 'id' | 'contents' | 'css' | 'maxWidth'> | null
  components: ReadonlyMap<number, RenderComponent>
  navigation: NavigationItem[]
  engine: LiquidEngine
  /** Called before each block renders: a supervisor that must end a stuck render learns the culprit. */
  onBlockStart?: (block: { contentId: number; componentId: number }) => void
  /**
   * The themes that blocks (articles, sections, contents) of this page and its layout picked. A
   * block whose theme is not listed wears the theme around it. The page's own theme (the site's
   * or the layout's) is not rendered here: the caller puts it at `:root`.
   */
  themes?: readonly { id: number; style: ThemeStyle; fonts?: ThemeFonts }[]
  /** The colour sets blocks picked; like `themes`, an unlisted one is ignored. */
  colorsets?: readonly ({ id: number } & ColorsetColors)[]
  /**
   * The public forms of the page's site that its blocks may show (`{{ form | form }}`); any other
   * form id draws nothing. Texts of the forms follow `site.settings.language`.
   */
  forms?: readonly RenderForm[]
  /** Components (`{id}:{updated_at}`) that exceeded the hard time bound before: rendered as nothing. */
  blockedComponents?: ReadonlySet<string>
  /**
   * Blocks rendered before, this site's part (decision 037): a block whose inputs are unchanged is
   * taken from it instead of rendered (and `onBlockStart` is not called for it).
   */
  blockCache?: BlockCache
  /**
   * What stands in the page's text for a rendered block's HTML; by default the HTML itself. A
   * server that sends the page as bytes puts a marker there and the block's bytes, made once per
   * cached block, in its place (issue #18).
   */
  placeBlock?: (block: { readonly html: string }) => string
}

/** A block that rendered nothing, and why; the editor shows these. */
export interface RenderWarning {
  contentId: number
  componentId: number
  message: string
}

/** A rendered page whose body is still in pieces, in order (see `renderPageParts`). */
export type RenderedPageParts = Omit<RenderedPage, 'body'> & { parts: string[] }

export interface RenderedPage {
  /** Inner HTML of <body>. */
  body: string
  /**
   * Base rules + the themes and colour sets blocks wear (once each) + the CSS of every component
   * on the page (once each) + layout, page and article CSS.
   */
  css: string
  /** Scripts of the components on the page, once each, in order of first use. */
  scripts: { componentId: number; script: string }[]
  /** The ids of the forms shown on the page: such a page loads the form's script. */
  forms: number[]
  warnings: RenderWarning[]
}
