import type { ComponentNamespace, Layout, PageWithArticles } from '@sitewerk/contracts'
import type { LiquidEngine } from './liquid/create-engine.ts'

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
  children: NavigationItem[]
}

export interface RenderPageInput {
  site: { title: string; description: string | null; variables: Record<string, unknown> }
  page: PageWithArticles
  layout: Pick<Layout, 'id' | 'contents' | 'css' | 'maxWidth'> | null
  components: ReadonlyMap<number, RenderComponent>
  navigation: NavigationItem[]
  engine: LiquidEngine
  /** Called before each block renders: a supervisor that must end a stuck render learns the culprit. */
  onBlockStart?: (block: { contentId: number; componentId: number }) => void
  /** Components (`{id}:{updated_at}`) that exceeded the hard time bound before: rendered as nothing. */
  blockedComponents?: ReadonlySet<string>
}

/** A block that rendered nothing, and why; the editor shows these. */
export interface RenderWarning {
  contentId: number
  componentId: number
  message: string
}

export interface RenderedPage {
  /** Inner HTML of <body>. */
  body: string
  /** Base rules + the CSS of every component on the page (once each) + page, article and layout CSS. */
  css: string
  /** Scripts of the components on the page, once each, in order of first use. */
  scripts: { componentId: number; script: string }[]
  warnings: RenderWarning[]
}
