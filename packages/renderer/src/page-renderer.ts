import {
  normalizeData,
  type Article,
  type Content,
  type PageWithArticles,
  type Section,
} from '@sitewerk/contracts'
import { BASE_CSS } from './base-css.ts'
import { deviceClasses, deviceClassesOf, deviceCss } from './devices/device-css.ts'
import type { CachedBlock, PageInput } from './block-cache.ts'
import { escapeHtml, safeClassList, safeCssValue } from './html/escape.ts'
import { renderImage } from './images/render-image.ts'
import { createBlockThemes } from './theme/block-themes.ts'
import type { RenderComponent, RenderPageInput, RenderWarning } from './types.ts'

/** A free string (height, alignment, preset) as a class modifier, when it is a plain word. */
const modifier = (block: string, name: string, value: string | null) =>
  value && /^[a-z0-9-]{1,32}$/.test(value) ? ` ${block}--${name}-${value}` : ''

export function byOrder<T extends { order: number; id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order || a.id - b.id)
}

/** The page's contents in render order: each article's background, then its sections'. */
function contentsOf(page: Pick<PageWithArticles, 'articles'>): Content[] {
  return byOrder(page.articles).flatMap((a) => [
    ...(a.background_content ? [a.background_content] : []),
    ...byOrder(a.sections).flatMap((s) => byOrder(s.contents)),
  ])
}

/** What the page renderer needs: a page's input; blocks come one at a time. */
export type PageRendererInput = Omit<RenderPageInput, 'page'> & {
  /** What templates read as `page` (id, title, url). */
  page: Pick<PageWithArticles, 'id' | 'title' | 'url'>
}

/**
 * The markup of one page, block by block: `renderPage` joins these into the whole page, and the
 * editor's preview calls them for the blocks that changed. Its output for a block depends only on
 * the block and the input given here, so a caller may keep what it rendered until either changes.
 */
export function createPageRenderer(input: PageRendererInput) {
  const { site, page, layout, components, navigation, engine, onBlockStart, blockedComponents } =
    input
  const blockThemes = createBlockThemes(input)
  const warnings: RenderWarning[] = []
  const forms = new Map((input.forms ?? []).map((f) => [f.id, f]))
  const formsShown = new Set<number>()
  const language = site.settings?.language === 'en' ? 'en' : 'de'
  /** Components that rendered at least once: only their CSS and scripts go out. */
  const rendered = new Set<number>()
  const globals = {
    site: {
      settings: {},
      logo: null,
      opening_hours: [],
      social_links: [],
      ...site,
      description: site.description ?? '',
    },
    page: { id: page.id, title: page.title, url: `/${page.url}` },
    navigation,
  }

  const blockCache = input.blockCache
  const placeBlock = input.placeBlock ?? ((block: { html: string }) => block.html)
  const themesById = new Map((input.themes ?? []).map((t) => [t.id, t]))
  const colorsetsById = new Map((input.colorsets ?? []).map((c) => [c.id, c]))
  /** What a template may read of the page, by the name it reads it under. */
  const pageInputs: Record<PageInput, () => unknown> = {
    site: () => globals.site,
    page: () => globals.page,
    navigation: () => navigation,
    forms: () => [language, input.forms ?? []],
  }
  /** Digests, each made once per page and only when a block needs it. */
  const digests = new Map<string, string>()
  const digestOnce = (name: string, value: () => unknown) => {
    let digest = digests.get(name)
    if (digest === undefined)
      digests.set(name, (digest = blockCache!.digest(JSON.stringify(value()))))
    return digest
  }
  const digestOf = (name: PageInput) => digestOnce(name, pageInputs[name])

  /**
   * Everything a rendered block depends on besides the page-wide inputs it reads (decision 037):
   * the component version, the content and its data, the theme and colour set it wears (their
   * classes and their styles), and its placement.
   */
  function blockKey(block: Content, component: RenderComponent, placement: string): string {
    const look = `${block.theme_id}/${block.custom_colorset_id}`
    return [
      `${component.id}:${component.updated_at}:${component.key}`,
      block.id,
      blockCache!.digestData(block.data),
      placement,
      digestOnce(`look ${look}`, () => [
        themesById.get(block.theme_id ?? NaN) ?? null,
        colorsetsById.get(block.custom_colorset_id ?? NaN) ?? null,
      ]),
    ].join('|')
  }

  /** The block as rendered for an earlier page whose inputs it read are the same now. */
  const cachedBlockOf = (key: string) =>
    blockCache
      ?.get(key)
      ?.find((cached) =>
        Object.entries(cached.reads).every(
          ([name, digest]) => digestOf(name as PageInput) === digest,
        ),
      )

  /** Renders a block with its template; null when it fails (then it is not cached). */
  function renderBlock(
    block: Content,
    component: RenderComponent,
    inFirstArticle: boolean,
    warn: (message: string) => void,
  ): CachedBlock | null {
    onBlockStart?.({ contentId: block.id, componentId: component.id })
    const data = normalizeData(block.data)
    // The page-wide inputs are read through getters, so the block is cached by those it read.
    const reads = new Set<PageInput>()
    const scope: Record<string, unknown> = { ...data, data, content: { id: block.id } }
    for (const name of ['site', 'page', 'navigation'] as const)
      Object.defineProperty(scope, name, {
        enumerable: true,
        configurable: true,
        get: () => (reads.add(name), globals[name]),
      })
    const warningsBefore = warnings.length
    const formsOfBlock: number[] = []
    try {
      const templates = engine.parse(`${component.id}:${component.updated_at}`, component.template)
      const html = engine.render(templates, scope, {
        inFirstArticle,
        onMissingIcon: (name) => warn(`unknown icon: ${name}`),
        forms: {
          get forms() {
            reads.add('forms')
            return forms
          },
          language,
          contentId: block.id,
          onForm: (id) => void formsOfBlock.push(id),
        },
        onRetry: () => {
          warnings.length = warningsBefore
          formsOfBlock.length = 0
        },
      })
      return {
        html,
        warnings: warnings.slice(warningsBefore).map((w) => w.message),
        forms: formsOfBlock,
        reads: blockCache
          ? Object.fromEntries([...reads].map((name) => [name, digestOf(name)]))
          : {},
      }
    } catch (error) {
      warn(error instanceof Error ? error.message : String(error))
      return null
    }
  }

  function content(block: Content, inFirstArticle = false): string {
    const component = components.get(block.component_id)
    const warn = (message: string) =>
      warnings.push({ contentId: block.id, componentId: block.component_id, message })
    if (!component) {
      warn('unknown component')
      return ''
    }
    if (blockedComponents?.has(`${component.id}:${component.updated_at}`)) {
      warn('time limit exceeded')
      return ''
    }
    const classes = blockThemes.classesOf(block) + deviceClasses(block)
    const area = safeCssValue(block.grid_area)
    const key =
      blockCache &&
      blockKey(block, component, `${classes}|${inFirstArticle}|${area}|${block.parallax}`)
    const cached = key && cachedBlockOf(key)
    if (cached) cached.warnings.forEach(warn)
    const renderedBlock = cached || renderBlock(block, component, inFirstArticle, warn)
    if (!renderedBlock) return ''
    if (key && !cached) blockCache.add(key, renderedBlock)
    renderedBlock.forms.forEach((id) => formsShown.add(id))
    rendered.add(component.id)
    return (
      `<div class="sw-content sw-c-${escapeHtml(component.key)}${classes}" id="content-${block.id}"` +
      ` data-sw-content="${block.id}"${block.parallax ? ' data-sw-parallax' : ''}` +
      `${area ? ` style="grid-area:${escapeHtml(area)}"` : ''}>${placeBlock(renderedBlock)}</div>`
    )
  }

  /** The opening tag of a section: its contents follow, then `</section>`. */
  function sectionTag(section: Section): string {
    const grid = safeCssValue(section.grid)
    const classes =
      `sw-section${section.maxWidth === 'full' ? ' sw-section--full' : ''}${grid ? ' sw-section--grid' : ''}` +
      (section.background ? ' sw-section--background' : '') +
      modifier('sw-section', 'preset', section.preset) +
      blockThemes.classesOf(section) +
      deviceClasses(section)
    const style = grid ? ` style="grid-template-columns:${escapeHtml(grid)}"` : ''
    const title = section.title ? ` aria-label="${escapeHtml(section.title)}"` : ''
    return `<section class="${classes}" id="section-${section.id}" data-sw-section="${section.id}"${title}${style}>`
  }

  /**
   * The section's background photo behind its blocks, or '' without one. Decoration only (empty
   * alt); eager in the page's first article like every image there (spec §9), lazy below it.
   */
  function sectionBackground(section: Section, inFirstArticle: boolean): string {
    const image = renderImage(section.background, {
      sizes: section.maxWidth === 'full' ? '100vw' : '(min-width: 1260px) 1260px, 100vw',
      eager: inFirstArticle,
      decorative: true,
    })
    return image ? `<div class="sw-section__background" aria-hidden="true">${image}</div>` : ''
  }

  /** The opening tag of an article: its background and sections follow, then `</article>`. */
  function articleTag(article: Article): string {
    const classes = [
      `sw-article${modifier('sw-article', 'height', article.height)}${modifier('sw-article', 'alignment', article.alignment)}`,
      modifier('sw-article', 'preset', article.preset).trim(),
      safeClassList(article.classes),
      blockThemes.classesOf(article).trim(),
      deviceClasses(article).trim(),
    ]
      .filter(Boolean)
      .join(' ')
    return `<article class="${classes}" id="article-${article.id}" data-sw-article="${article.id}">`
  }

  /** The article's background content in its wrapper, or '' without one. */
  function articleBackground(article: Article, inFirstArticle: boolean): string {
    return article.background_content
      ? `<div class="sw-article__background">${content(article.background_content, inFirstArticle)}</div>`
      : ''
  }

  const section = (block: Section, inFirstArticle: boolean) =>
    `${sectionTag(block)}${sectionBackground(block, inFirstArticle)}${byOrder(block.contents)
      .map((c) => content(c, inFirstArticle))
      .join('')}</section>`

  const article = (block: Article, index: number) =>
    `${articleTag(block)}${articleBackground(block, index === 0)}${byOrder(block.sections)
      .map((s) => section(s, index === 0))
      .join('')}</article>`

  const articles = (tree: Pick<PageWithArticles, 'articles'>) => byOrder(tree.articles).map(article)

  /** The layout's contents of one slot in their wrapper, or '' when it has none. */
  function slot(name: 'header' | 'footer'): string {
    const html = byOrder((layout?.contents ?? []).filter((c) => c.layout_slot === name))
      .map((c) => content(c))
      .join('')
    return html ? `<div class="sw-layout sw-layout--${name}">${html}</div>` : ''
  }

  /** What `usedComponents` found last: for which tree, after how many components had rendered. */
  let used: {
    tree: Pick<PageWithArticles, 'articles'>
    renderedCount: number
    components: RenderComponent[]
  } | null = null

  /**
   * Components of the layout and the page that rendered, each once, in order of appearance. Asked
   * for the stylesheet and for the scripts after the blocks rendered: found once for both.
   */
  function usedComponents(tree: Pick<PageWithArticles, 'articles'>): RenderComponent[] {
    if (used?.tree === tree && used.renderedCount === rendered.size) return used.components
    const slots = (name: 'header' | 'footer') =>
      byOrder((layout?.contents ?? []).filter((c) => c.layout_slot === name))
    const ids = [...slots('header'), ...contentsOf(tree), ...slots('footer')]
      .map((c) => c.component_id)
      .filter((id) => rendered.has(id))
    const found = [...new Set(ids)].map((id) => components.get(id)!)
    used = { tree, renderedCount: rendered.size, components: found }
    return used.components
  }

  return {
    content,
    sectionTag,
    sectionBackground,
    articleTag,
    articleBackground,
    section,
    article,
    slot,
    /** The page's articles in order, each rendered. */
    articles,
    /** The main part of the body: the page's articles in order. */
    main: (tree: Pick<PageWithArticles, 'articles'>) => articles(tree).join(''),
    /**
     * The page's stylesheet: base rules, the themes and colour sets its blocks wear, the CSS of
     * every component on it that rendered, then layout, page and article CSS, and last the rules
     * of the devices its blocks are hidden on or spaced for (decision 040). Call it after the
     * blocks of `tree` have rendered.
     */
    css(tree: Pick<PageWithArticles, 'articles' | 'css'>): string {
      const blocks = [
        ...(layout?.contents ?? []),
        ...tree.articles.flatMap((a) => [a, ...a.sections]),
        ...contentsOf(tree),
      ]
      return [
        BASE_CSS,
        blockThemes.css(),
        ...usedComponents(tree).map((c) => c.css),
        layout?.css ?? '',
        tree.css ?? '',
        ...tree.articles.map((a) => a.css ?? ''),
        deviceCss(deviceClassesOf(blocks)),
      ]
        .filter(Boolean)
        .join('\n')
    },
    scripts: (tree: Pick<PageWithArticles, 'articles'>) =>
      usedComponents(tree)
        .filter((c) => c.script.trim())
        .map((c) => ({ componentId: c.id, script: c.script })),
    /** The forms shown so far, in order of first appearance. */
    forms: () => [...formsShown],
    warnings,
  }
}

export type PageRenderer = ReturnType<typeof createPageRenderer>
