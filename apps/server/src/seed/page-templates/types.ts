/** A block of a page written in code: a starter component by key with data its form accepts. */
export interface TemplateBlock {
  component: string
  data: Record<string, unknown>
  /** A full-width section (edge to edge) instead of the page width. */
  full?: boolean
}

/** An article of such a page; its background is a component of namespace background. */
export interface TemplateArticle {
  background?: TemplateBlock & { parallax?: boolean }
  blocks: TemplateBlock[]
}

/** A page made of starter components: the cms-setup templates and the demo site's pages. */
export interface PageTemplate {
  title: string
  /** '' is the home page. */
  url: string
  /** The page's meta description; the setup takes it from what the owner typed instead. */
  description?: string
  articles: TemplateArticle[]
}
