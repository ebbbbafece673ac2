/**
 * The login screen as HTML, rendered at build time (decision 047, issue #18): the server puts it
 * into the page it sends for /login, so the form paints before the script runs. It is the app's
 * own route tree, providers and texts, rendered for a guest; the script replaces it with the same
 * screen (prerendered-screen.ts). Built by `vite build --ssr` and run by scripts/prerender-login.mjs.
 */
import { QueryClient } from '@tanstack/react-query'
import type { Locale } from '@sitewerk/contracts'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import type { Area, AreaTexts } from '../../i18n/areas'
import { i18n, initI18nWithResources } from '../../i18n/i18n'
import { USER_QUERY_KEY } from '../../lib/auth'
import { AppProviders } from '../providers'
import { createAppRoutes } from '../routes'

/** One prerendered address in one language. */
export interface PrerenderedPage {
  /** The address as the app routes it, without query (`/login`, `/en/puronectar`). */
  path: string
  locale: Locale
  /** The document's title, as the screen sets it once its script runs. */
  title: string
  /** What goes into `<div id="root">`. */
  markup: string
}

/** The login's addresses (spec §2: `/puronectar` is its alias), bare and under each prefix. */
export const LOGIN_PATHS = ['/login', '/puronectar'] as const

async function renderPath(path: string): Promise<{ markup: string; title: string }> {
  const handler = createStaticHandler(createAppRoutes())
  const context = await handler.query(new Request(`http://localhost${path}`))
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  // a guest: the server sends the page without the form to whom it knows is signed in
  const queryClient = new QueryClient()
  queryClient.setQueryData(USER_QUERY_KEY, null)
  const markup = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  )
  // the screen's title as useDocumentTitle sets it ('Screen | Sitewerk')
  const title = `${i18n.t('auth.login.title')} | ${i18n.t('app.name')}`
  return { markup, title }
}

/**
 * Every language's login: each address without a prefix in every language (the locale cookie
 * chooses), and under `/de` and `/en` in that language.
 */
export async function renderLoginPages(
  translations: Record<Locale, Partial<Record<Area, AreaTexts>>>,
): Promise<PrerenderedPage[]> {
  const locales = Object.keys(translations) as Locale[]
  await initI18nWithResources(locales[0]!, translations)
  const pages: PrerenderedPage[] = []
  for (const locale of locales) {
    await i18n.changeLanguage(locale)
    for (const bare of LOGIN_PATHS) {
      for (const path of [bare, `/${locale}${bare}`]) {
        pages.push({ path, locale, ...(await renderPath(path)) })
      }
    }
  }
  return pages
}
