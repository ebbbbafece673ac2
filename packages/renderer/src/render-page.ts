import { normalizeData, type Article, type Content, type Section } from '@sitewerk/contracts'
import { BASE_CSS } from './base-css.ts'
import { escapeHtml, safeClassList, safeCssValue } from './html/escape.ts'
import type { RenderComponent, RenderedPage, RenderPageInput, RenderWarning } from './types.ts'

/** A free string (height, alignment, preset) as a class modifier, when it is a plain word. */
const modifier = (block: string, name: string, value: string | null) =>
  value && /^[a-z0-9-]{1,32}$/.test(value) ? ` ${block}--${name}-${value}` : ''

/**
 * Renders a page tree with its layout to body HTML and one stylesheet. Never throws on content: a
 * block whose component is missing or whose template fails renders nothing and records a warning.
 */
export function renderPage(input: RenderPageInput): RenderedPage {
  const { site, page, layout, components, navigation, engine, onBlockStart, blockedComponents } =
    input
  const warnings: RenderWarning[] = []
  const used = new Map<number, RenderComponent>()
  const globals = {
    site: { title: site.title, description: site.description ?? '', variables: site.variables },
    page: { id: page.id, title: page.title, url: `/${page.url}` },
    navigation,
  }

  function renderContent(content: Content, inFirstArticle = false): string {
    const component = components.get(content.component_id)
    const warn = (message: string) =>
      warnings.push({ contentId: content.id, componentId: content.component_id, message })
    if (!component) {
      warn('unknown component')
      return ''
    }
    const cacheKey = `${component.id}:${component.updated_at}`
    if (blockedComponents?.has(cacheKey)) {
      warn('time limit exceeded')
      return ''
    }
    onBlockStart?.({ contentId: content.id, componentId: component.id })
    const data = normalizeData(content.data)
    let inner: string
    try {
      const templates = engine.parse(cacheKey, component.template)
      inner = engine.render(
        templates,
        { ...data, data, content: { id: content.id }, ...globals },
        { inFirstArticle },
      )
    } catch (error) {
      warn(error instanceof Error ? error.message : String(error))
      return ''
    }
    if (!used.has(component.id)) used.set(component.id, component)
    const area = safeCssValue(content.grid_area)
    return (
      `<div class="sw-content sw-c-${escapeHtml(component.key)}" id="content-${content.id}"` +
      ` data-sw-content="${content.id}"${content.parallax ? ' data-sw-parallax' : ''}` +
      `${area ? ` style="grid-area:${escapeHtml(area)}"` : ''}>${inner}</div>`
    )
  }

  const renderSection = (section: Section, inFirstArticle: boolean) => {
    const grid = safeCssValue(section.grid)
    const classes =
      `sw-section${section.maxWidth === 'full' ? ' sw-section--full' : ''}${grid ? ' sw-section--grid' : ''}` +
      modifier('sw-section', 'preset', section.preset)
    const style = grid ? ` style="grid-template-columns:${escapeHtml(grid)}"` : ''
    const title = section.title ? ` aria-label="${escapeHtml(section.title)}"` : ''
    return `<section class="${classes}" id="section-${section.id}" data-sw-section="${section.id}"${title}${style}>${byOrder(
      section.contents,
    )
      .map((c) => renderContent(c, inFirstArticle))
      .join('')}</section>`
  }

  const renderArticle = (article: Article, index: number) => {
    const inFirstArticle = index === 0
    const classes = [
      `sw-article${modifier('sw-article', 'height', article.height)}${modifier('sw-article', 'alignment', article.alignment)}`,
      modifier('sw-article', 'preset', article.preset).trim(),
      safeClassList(article.classes),
    ]
      .filter(Boolean)
      .join(' ')
    const background = article.background_content
      ? `<div class="sw-article__background">${renderContent(article.background_content, inFirstArticle)}</div>`
      : ''
    return `<article class="${classes}" id="article-${article.id}" data-sw-article="${article.id}">${background}${byOrder(
      article.sections,
    )
      .map((s) => renderSection(s, inFirstArticle))
      .join('')}</article>`
  }

  const slot = (name: 'header' | 'footer') =>
    byOrder((layout?.contents ?? []).filter((c) => c.layout_slot === name))
      .map((c) => renderContent(c))
      .join('')

  const header = slot('header')
  const main = byOrder(page.articles).map(renderArticle).join('')
  const footer = slot('footer')
  const body =
    `<a class="sw-skip-link" href="#main">Zum Inhalt springen</a>` +
    (header ? `<div class="sw-layout sw-layout--header">${header}</div>` : '') +
    `<main id="main">${main}</main>` +
    (footer ? `<div class="sw-layout sw-layout--footer">${footer}</div>` : '')

  const css = [
    BASE_CSS,
    ...[...used.values()].map((c) => c.css),
    layout?.css ?? '',
    page.css ?? '',
    ...page.articles.map((a) => a.css ?? ''),
  ]
    .filter(Boolean)
    .join('\n')
  const scripts = [...used.values()]
    .filter((c) => c.script.trim())
    .map((c) => ({ componentId: c.id, script: c.script }))
  return { body, css, scripts, warnings }
}

function byOrder<T extends { order: number; id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order || a.id - b.id)
}
