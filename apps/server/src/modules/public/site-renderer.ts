import type { Content, Layout, PageWithArticles } from '@sitewerk/contracts'
import type { RenderWarning } from '@sitewerk/renderer'
import type { pages, sites } from '../../db/schema/index.ts'
import { buildNavigation, type MenuPage } from '../navigation/menu.ts'
import { readSiteSettings } from '../sites/settings-service.ts'
import { NOT_FOUND_CSS, NOT_FOUND_MAIN, NOT_FOUND_TITLE } from './not-found.ts'
import type { SiteData } from './site-data.ts'
import { shareImageOf, siteProfile } from './site-profile.ts'
import type { RenderPool } from './render-pool.ts'
import { previewBanner } from './preview-banner.ts'
import { withFileFacts } from './media-values.ts'
import { etagOf } from './drawn-document.ts'
import type { Compressed, Encoding } from './packed-document.ts'

type SiteRow = typeof sites.$inferSelect
type PageRow = typeof pages.$inferSelect

/**
 * What one render draws: the page with its tree, and the site's pages (for menus), layout,
 * navigation and variables it is shown with. For visitors all of it is published (decision 027).
 */
export interface PageSource {
  page: PageWithArticles
  pages: readonly MenuPage[]
  layout: Layout | null
  navigation: unknown
  variables: Record<string, unknown>
}

/** The themes and colour sets a render wears (SiteData's, or every one of the organisation's). */
type LooksOf = SiteData['looks']

/** A page as rendered, before it is encoded for sending (routes.ts) and cached. */
export interface RenderedDocument {
  status: number
  /** UTF-8, made once: hashed for the validator and sent as it is (issue #18). */
  html: Buffer
  css: Buffer
  etag: string
  /** The document compressed already, in the encoding its render was asked for. */
  compressed?: Compressed
  siteId: number
  /**
   * The blocks drawn as nothing (a missing component, a template that failed or overran): such a
   * page is sent, logged, and not cached, so the next visit renders it again (issue #18).
   * An unknown icon is not among them: its block is drawn.
   */
  lostBlocks: RenderWarning[]
}

/** Where preview links take a page's draft from: the live tables, never cached. */
export interface DraftSource {
  source(site: SiteRow, page: PageRow): Promise<PageSource>
  looks: LooksOf
}

export interface SiteRendererDeps {
  data: SiteData
  pool: RenderPool
  /** Text for pages and sites without a description (spec §1: from public configuration). */
  defaultDescription: string
  /** The address of the public form's script, loaded by pages that draw a form. */
  formIslandPath: string
  /** The drafts, for preview links. */
  drafts: DraftSource
}

/** What a page without a row of its own (the not-found page) puts into `<main>`, and its CSS. */
interface StandIn {
  main: string
  css: string
}

/** How a render's document goes out: compressed in the worker in `encoding`, fast if `sentOnce`. */
export interface Sending {
  encoding: Encoding
  sentOnce: boolean
}

/** A document changed after its render (a preview): compressed, if at all, when sent. */
const UNSENT: Sending = { encoding: 'identity', sentOnce: true }

function contentsOf(page: PageWithArticles): Content[] {
  return page.articles.flatMap((a) => [
    ...(a.background_content ? [a.background_content] : []),
    ...a.sections.flatMap((s) => s.contents),
  ])
}

/**
 * The address search engines should list the page under: its own unless the editor named another
 * (a path of the site or an absolute URL; decision 036).
 */
function canonicalOf(siteUrl: string, page: PageWithArticles) {
  const chosen = page.canonical_url
  if (!chosen) return `${siteUrl}/${page.url}`
  return chosen.startsWith('/') ? `${siteUrl}${chosen}` : chosen
}

/** Turns (site, page URL) into the full public document, drawn by the same renderer as the editor. */
export function createSiteRenderer({
  data,
  pool,
  defaultDescription,
  formIslandPath,
  drafts,
}: SiteRendererDeps) {
  async function renderSource(
    site: SiteRow,
    siteUrl: string,
    { page: tree, pages, layout, navigation, variables }: PageSource,
    { status, sending, standIn }: { status: number; sending: Sending; standIn?: StandIn },
    looksOf: LooksOf = data.looks,
  ): Promise<RenderedDocument> {
    const layoutContents = layout?.contents ?? []
    const componentIds = [
      ...new Set([...contentsOf(tree), ...layoutContents].map((c) => c.component_id)),
    ]
    const fileOf = (id: number) => data.mediaFile(site, id)
    const [components, looks, profile, shareImage, forms, page, drawnLayoutContents] =
      await Promise.all([
        data.components(componentIds),
        looksOf({
          site,
          tree,
          layout: layout ? { themeId: layout.theme_id, contents: layoutContents } : null,
        }),
        siteProfile(data, site, siteUrl),
        shareImageOf(data, site, siteUrl, tree.seo_image_id),
        data.forms(site),
        // media values as their files are now: version, focal point, size (decision 042)
        withFileFacts(tree, fileOf),
        withFileFacts(layoutContents, fileOf),
      ])
    const drawn = await pool.render(
      {
        site: { ...profile.render, variables },
        page,
        layout: layout
          ? {
              id: layout.id,
              contents: drawnLayoutContents,
              css: layout.css,
              maxWidth: layout.maxWidth,
            }
          : null,
        components,
        navigation: buildNavigation({ stored: navigation, pages, currentUrl: tree.url }),
        themes: looks.themes,
        colorsets: looks.colorsets,
        forms,
      },
      {
        head: {
          title: tree.seo_title || `${tree.title} | ${site.title}`,
          ...(status === 404 || tree.noindex ? { robots: 'noindex' } : {}),
          description: tree.description || site.description || defaultDescription,
          canonicalUrl: canonicalOf(siteUrl, tree),
          lang: profile.settings.language,
          shareImageUrl: shareImage?.url ?? `${siteUrl}/_sitewerk/share.jpg`,
          ...(shareImage ? { shareImage } : {}),
          iconVersion: profile.iconVersion,
          jsonLd: profile.jsonLd,
          preloadFonts: looks.preloadFonts,
        },
        stylesheetPath: `/_sitewerk/page.css?path=${encodeURIComponent(`/${tree.url}`)}`,
        formIslandPath,
        cssBefore: looks.css,
        ...(standIn ? { standIn } : {}),
        ...sending,
      },
      { siteId: site.id },
    )
    const { html, css, etag, compressed } = drawn.document
    const lostBlocks = drawn.warnings.filter((w) => !w.message.startsWith('unknown icon'))
    return {
      status,
      html,
      etag,
      css,
      siteId: site.id,
      lostBlocks,
      ...(compressed && { compressed }),
    }
  }

  /** The published page as visitors see it, with the site's published layout and menus. */
  async function renderPublished(
    site: SiteRow,
    siteUrl: string,
    page: PageWithArticles,
    how: { status: number; sending: Sending; standIn?: StandIn },
  ) {
    const [pages, layout, state] = await Promise.all([
      data.pagesOf(site.id),
      page.layout_id ? data.layout(site.id, page.layout_id) : null,
      data.siteState(site.id),
    ])
    return renderSource(site, siteUrl, { page, pages, layout, ...state }, how)
  }

  /**
   * The not-found page of a site: its own page '404' if published, else a stand-in that wears the
   * site's theme, fonts and standard layout (the published home page's), with a way back home.
   */
  async function notFound(
    site: SiteRow,
    siteUrl: string,
    sending: Sending,
  ): Promise<RenderedDocument> {
    const own = await data.page(site.id, '404')
    if (own) return renderPublished(site, siteUrl, own.page, { status: 404, sending })
    const home = await data.page(site.id, '')
    const page: PageWithArticles = {
      ...{ id: 0, site_id: site.id, parent_id: null, layout_id: home?.page.layout_id ?? null },
      ...{ title: NOT_FOUND_TITLE, url: '404', order: 0, style: null, css: null },
      ...{ description: null, seo_image_id: null, articles: [] },
    }
    const standIn = { main: NOT_FOUND_MAIN, css: NOT_FOUND_CSS }
    return renderPublished(site, siteUrl, page, { status: 404, sending, standIn })
  }

  return {
    /** The published page at `url`, or null when visitors have none there ('404' counts as one). */
    async page(
      site: SiteRow,
      siteUrl: string,
      url: string,
      sending: Sending,
    ): Promise<RenderedDocument | null> {
      const published = await data.page(site.id, url)
      return published
        ? renderPublished(site, siteUrl, published.page, { status: 200, sending })
        : null
    },
    notFound,
    /**
     * A page's draft with the site's draft layout and navigation, for a preview link: marked as a
     * preview, kept from search engines, its CSS inline (the page.css address serves what
     * visitors see). Never cached: the caller sends it as it is.
     */
    async draft(site: SiteRow, siteUrl: string, page: PageRow): Promise<RenderedDocument> {
      const source = await drafts.source(site, page)
      const how = { status: 200, sending: UNSENT }
      const rendered = await renderSource(site, siteUrl, source, how, drafts.looks)
      const banner = previewBanner(readSiteSettings(site.settings).language)
      const css = rendered.css.toString('utf8')
      const html = rendered.html
        .toString('utf8')
        .replace(
          '<meta charset="utf-8">',
          '<meta charset="utf-8"><meta name="robots" content="noindex, nofollow">',
        )
        .replace(
          /<link rel="stylesheet" href="[^"]*">/,
          () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
        )
        .replace('<body>', () => `<body>${banner}`)
      const bytes = Buffer.from(html, 'utf8')
      return { ...rendered, html: bytes, etag: etagOf(bytes) }
    },
  }
}

export type SiteRenderer = ReturnType<typeof createSiteRenderer>
