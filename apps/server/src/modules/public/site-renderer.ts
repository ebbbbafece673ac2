import { createHash } from 'node:crypto'
import type { Content, PageWithArticles } from '@sitewerk/contracts'
import { renderDocument } from '@sitewerk/renderer'
import type { pages, sites } from '../../db/schema/index.ts'
import { buildNavigation } from '../navigation/menu.ts'
import { NOT_FOUND_CSS, NOT_FOUND_MAIN, NOT_FOUND_TITLE } from './not-found.ts'
import type { CachedPage } from './page-cache.ts'
import { readSiteSettings } from '../sites/settings-service.ts'
import type { PageSource } from './draft-source.ts'
import { previewBanner } from './preview-banner.ts'
import type { SiteData } from './site-data.ts'
import { shareImageOf, siteProfile } from './site-profile.ts'
import { toPage } from '../pages/mappers.ts'
import type { RenderPool } from './render-pool.ts'

type SiteRow = typeof sites.$inferSelect
type PageRow = typeof pages.$inferSelect

export interface SiteRendererDeps {
  data: SiteData
  pool: RenderPool
  /** Text for pages and sites without a description (spec §1: from public configuration). */
  defaultDescription: string
  /** The address of the public form's script, loaded by pages that draw a form. */
  formIslandPath: string
  /** The drafts, for preview links: read live, never cached. */
  drafts: PageSource
}

/** What a page without a row of its own (the not-found page) puts into `<main>`, and its CSS. */
interface StandIn {
  tree: PageWithArticles
  main: string
  css: string
}

const EMPTY_MAIN = '<main id="main"></main>'

const hash = (value: string) => createHash('sha1').update(value).digest('base64url').slice(0, 16)

function contentsOf(page: PageWithArticles): Content[] {
  return page.articles.flatMap((a) => [
    ...(a.background_content ? [a.background_content] : []),
    ...a.sections.flatMap((s) => s.contents),
  ])
}

/** Turns (site, page URL) into the full public document, drawn by the same renderer as the editor. */
export function createSiteRenderer({
  data,
  pool,
  defaultDescription,
  formIslandPath,
  drafts,
}: SiteRendererDeps) {
  async function renderPageRow(
    site: SiteRow,
    siteUrl: string,
    page: PageRow,
    status: number,
    standIn?: StandIn,
    source: PageSource = data,
  ): Promise<CachedPage> {
    const [tree, allPages, layout] = await Promise.all([
      standIn ? standIn.tree : source.tree(page),
      source.pagesOf(site.id),
      page.layoutId ? source.layout(site.id, page.layoutId) : null,
    ])
    const layoutRow = layout?.row ?? null
    const layoutContents = layout?.contents ?? []
    const componentIds = [
      ...new Set([...contentsOf(tree), ...layoutContents].map((c) => c.component_id)),
    ]
    const [components, looks, profile, shareImage, forms] = await Promise.all([
      data.components(componentIds),
      source.looks({
        site,
        page,
        tree,
        layout: layoutRow ? { themeId: layoutRow.themeId, contents: layoutContents } : null,
      }),
      siteProfile(data, site, siteUrl),
      shareImageOf(data, site, siteUrl, page.seoImageId),
      data.forms(site),
    ])
    const rendered = await pool.render(
      {
        site: profile.render,
        page: tree,
        layout: layoutRow
          ? {
              id: layoutRow.id,
              contents: layoutContents,
              css: layoutRow.css,
              maxWidth: layoutRow.maxWidth,
            }
          : null,
        components,
        navigation: buildNavigation({
          stored: site.navigation,
          pages: allPages,
          currentUrl: page.url,
        }),
        themes: looks.themes,
        colorsets: looks.colorsets,
        forms,
      },
      { siteId: site.id },
    )
    const css = `${looks.css}\n${rendered.css}${standIn ? `\n${standIn.css}` : ''}`
    // The stand-in's tree has no articles, so its `<main>` is empty until filled here.
    const body = standIn
      ? rendered.body.replace(EMPTY_MAIN, `<main id="main">${standIn.main}</main>`)
      : rendered.body
    const cssVersion = hash(css)
    const html = renderDocument({
      head: {
        title: `${page.title} | ${site.title}`,
        ...(status === 404 ? { robots: 'noindex' } : {}),
        description: page.description || site.description || defaultDescription,
        canonicalUrl: `${siteUrl}/${page.url}`,
        lang: profile.settings.language,
        shareImageUrl: shareImage?.url ?? `${siteUrl}/_sitewerk/share.jpg`,
        ...(shareImage ? { shareImage } : {}),
        ...(profile.iconVersion !== null ? { icons: { version: profile.iconVersion } } : {}),
        jsonLd: profile.jsonLd,
        preloadFonts: looks.preloadFonts,
        ...(rendered.forms.length ? { scriptSrcs: [formIslandPath] } : {}),
        stylesheetHref: `/_sitewerk/page.css?path=${encodeURIComponent(`/${page.url}`)}&v=${cssVersion}`,
      },
      body,
      scripts: rendered.scripts.map((s) => s.script),
    })
    return { status, html, css, etag: `"${hash(html)}"`, siteId: site.id }
  }

  /**
   * The not-found page of a site: its own page '404', else a stand-in that wears the site's
   * theme, fonts and standard layout (the home page's), with a way back to the home page.
   */
  async function notFound(site: SiteRow, siteUrl: string): Promise<CachedPage> {
    const own = await data.page(site.id, '404')
    if (own) return renderPageRow(site, siteUrl, own, 404)
    const home = await data.page(site.id, '')
    const page: PageRow = {
      ...{ id: 0, organizationId: site.organizationId, siteId: site.id, parentId: null },
      ...{ layoutId: home?.layoutId ?? null, title: NOT_FOUND_TITLE, url: '404', order: 0 },
      ...{ style: null, css: null, description: null, seoImageId: null },
      ...{ publishedVersionId: null, draftChangedAt: null },
      ...{ createdAt: site.updatedAt, updatedAt: site.updatedAt },
    }
    const tree: PageWithArticles = { ...toPage(page), articles: [] }
    return renderPageRow(site, siteUrl, page, 404, {
      tree,
      main: NOT_FOUND_MAIN,
      css: NOT_FOUND_CSS,
    })
  }

  return {
    /** The page at `url`, or null when the site has none there (its own '404' counts as a page). */
    async page(site: SiteRow, siteUrl: string, url: string): Promise<CachedPage | null> {
      const page = await data.page(site.id, url)
      return page ? renderPageRow(site, siteUrl, page, 200) : null
    },
    notFound,
    /**
     * A page's draft with the site's draft layout and navigation, for a preview link: marked as a
     * preview, kept from search engines, its CSS inline (the page.css address serves what
     * visitors see). Never cached: the caller sends it as it is.
     */
    async draft(site: SiteRow, siteUrl: string, page: PageRow): Promise<CachedPage> {
      const rendered = await renderPageRow(site, siteUrl, page, 200, undefined, drafts)
      const banner = previewBanner(readSiteSettings(site.settings).language)
      const html = rendered.html
        .replace(
          '<meta charset="utf-8">',
          '<meta charset="utf-8"><meta name="robots" content="noindex, nofollow">',
        )
        .replace(
          /<link rel="stylesheet" href="[^"]*">/,
          () => `<style>${rendered.css.replace(/<\/style/gi, '<\\/style')}</style>`,
        )
        .replace('<body>', () => `<body>${banner}`)
      return { ...rendered, html, etag: `"${hash(html)}"` }
    },
  }
}

export type SiteRenderer = ReturnType<typeof createSiteRenderer>
