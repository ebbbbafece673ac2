import type { Content, Layout, PageWithArticles } from '@sitewerk/contracts'
import type { RenderWarning } from '@sitewerk/renderer'
import type { pages, sites } from '../../db/schema/index.ts'
import { buildNavigation, type MenuPage } from '../navigation/index.ts'
import { readSiteSettings } from '../sites/index.ts'
import { NOT_FOUND_CSS, NOT_FOUND_MAIN, NOT_FOUND_TITLE } from './not-found.ts'
import type { SiteData } from './site-data.ts'
import { shareImageOf, siteProfile } from './site-profile.ts'
import type { RenderPool } from './render-pool.ts'
import { previewBanner } from './preview-banner.ts'
import { withFileFacts } from './media-values.ts'
import { etagOf } from './page-document.ts'
import type { Compressed, Encoding } from './encoded-document.ts'

type SiteRow = typeof sites.$inferSelect
type PageRow = typeof pages.$inferSelect

/**
 * What one render is made of: the page with its tree, and the site's pages (for menus), layout,
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
type ThemesOf = SiteData['themes']

/** A page as rendered, before it is encoded for the response (page-responses.ts) and cached. */
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
   * The blocks rendered as nothing (a missing component, a template that failed or overran): such a
   * page is sent, logged, and not cached, so the next visit renders it again (issue #18).
   * An unknown icon is not among them: its block is rendered.
   */
  lostBlocks: RenderWarning[]
}

/** Where preview links take a page's draft from: the live tables, never cached. */
export interface DraftSource {
  source(site: SiteRow, page: PageRow): Promise<PageSource>
  themes: ThemesOf
}

export interface SiteRendererDeps {
  data: SiteData
  pool: RenderPool
  /** Text for pages and sites without a description (spec §1: from public configuration). */
  defaultDescription: string
  /** The address of the public form's script, loaded by pages that show a form. */
  formIslandPath: string
  /** The drafts, for preview links. */
  drafts: DraftSource
}

/** What a page without a row of its own (the not-found page) puts into `<main>`, and its CSS. */
interface NotFoundContent {
  main: string
  css: string
}

/**
 * A render's response encoding, chosen by the HTTP layer from the request's Accept-Encoding: the
 * render worker compresses the document in `encoding` (decision 051), fast if `sentOnce`.
 */
export interface ResponseEncoding {
  encoding: Encoding
  sentOnce: boolean
}

/** A document changed after its render (a preview): compressed, if at all, when sent. */
const NO_ENCODING: ResponseEncoding = { encoding: 'identity', sentOnce: true }

/** The status a render answers with, its response encoding, and the not-found page's content. */
interface RenderHow {
  status: number
  encoding: ResponseEncoding
  notFoundContent?: NotFoundContent
}

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

/** Turns (site, page URL) into the full public document, rendered by the same renderer as the editor. */
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
    { status, encoding, notFoundContent }: RenderHow,
    themesOf: ThemesOf = data.themes,
  ): Promise<RenderedDocument> {
    const layoutContents = layout?.contents ?? []
    const componentIds = [
      ...new Set([...contentsOf(tree), ...layoutContents].map((c) => c.component_id)),
    ]
    const fileOf = (id: number) => data.mediaFile(site, id)
    const [components, pageThemes, profile, shareImage, forms, page, layoutContentsWithFiles] =
      await Promise.all([
        data.components(componentIds),
        themesOf({
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
    const rendered = await pool.render(
      {
        site: { ...profile.render, variables },
        page,
        layout: layout
          ? {
              id: layout.id,
              contents: layoutContentsWithFiles,
              css: layout.css,
              maxWidth: layout.maxWidth,
            }
          : null,
        components,
        navigation: buildNavigation({ stored: navigation, pages, currentUrl: tree.url }),
        themes: pageThemes.themes,
        colorsets: pageThemes.colorsets,
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
          preloadFonts: pageThemes.preloadFonts,
        },
        stylesheetPath: `/_sitewerk/page.css?path=${encodeURIComponent(`/${tree.url}`)}`,
        formIslandPath,
        cssBefore: pageThemes.css,
        ...(notFoundContent ? { standIn: notFoundContent } : {}),
        ...encoding,
      },
      { siteId: site.id },
    )
    const { html, css, etag, compressed } = rendered.document
    const lostBlocks = rendered.warnings.filter((w) => !w.message.startsWith('unknown icon'))
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
    how: RenderHow,
  ) {
    const [pages, layout, state] = await Promise.all([
      data.pagesOf(site.id),
      page.layout_id ? data.layout(site.id, page.layout_id) : null,
      data.siteState(site.id),
    ])
    return renderSource(site, siteUrl, { page, pages, layout, ...state }, how)
  }

  /**
   * The not-found page of a site: its own page '404' if published, else the built-in not-found content that wears the
   * site's theme, fonts and standard layout (the published home page's), with a way back home.
   */
  async function notFound(
    site: SiteRow,
    siteUrl: string,
    encoding: ResponseEncoding,
  ): Promise<RenderedDocument> {
    const own = await data.page(site.id, '404')
    if (own) return renderPublished(site, siteUrl, own.page, { status: 404, encoding })
    const home = await data.page(site.id, '')
    const page: PageWithArticles = {
      ...{ id: 0, site_id: site.id, parent_id: null, layout_id: home?.page.layout_id ?? null },
      ...{ title: NOT_FOUND_TITLE, url: '404', order: 0, style: null, css: null },
      ...{ description: null, seo_image_id: null, articles: [] },
    }
    const notFoundContent = { main: NOT_FOUND_MAIN, css: NOT_FOUND_CSS }
    return renderPublished(site, siteUrl, page, {
      status: 404,
      encoding,
      notFoundContent,
    })
  }

  return {
    /** The published page at `url`, or null when visitors have none there ('404' counts as one). */
    async page(
      site: SiteRow,
      siteUrl: string,
      url: string,
      encoding: ResponseEncoding,
    ): Promise<RenderedDocument | null> {
      const published = await data.page(site.id, url)
      return published
        ? renderPublished(site, siteUrl, published.page, { status: 200, encoding })
        : null
    },
    notFound,
    /**
     * A page's draft with the site's draft layout and navigation, for a preview link: marked as a
     * preview, hidden from search engines, its CSS inline (the page.css address serves what
     * visitors see). Never cached: the caller sends it as it is.
     */
    async draft(site: SiteRow, siteUrl: string, page: PageRow): Promise<RenderedDocument> {
      const source = await drafts.source(site, page)
      const how = { status: 200, encoding: NO_ENCODING }
      const rendered = await renderSource(site, siteUrl, source, how, drafts.themes)
      const banner = previewBanner(readSiteSettings(site.settings).language, page)
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
