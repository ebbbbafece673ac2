import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { TestUserBanner } from '../../features/test-user/components/test-user-banner'
import { changeLocale } from '../../i18n/i18n'
import { localeFromPath } from '../../i18n/locale'
import { BuildCheck } from '../components/build-check'
import { isPrerenderedScreenShowing } from '../prerendered-screen'
import { MediaDialogProvider } from '../components/media-dialog-provider'
import { NavigationProgress } from '../components/navigation-progress'
import { RouteAnnouncer } from '../components/route-announcer'

export const MAIN_CONTENT_ID = 'main-content'

/**
 * spec §2 page-transition: the main region fades in on each route change; not the first screen
 * when the server sent it as HTML (decision 047), which is showing already.
 */
function usePageTransition(pathname: string) {
  const isFirst = useRef(true)
  useEffect(() => {
    const isPrerendered = isFirst.current && isPrerenderedScreenShowing()
    isFirst.current = false
    const main = document.getElementById(MAIN_CONTENT_ID)
    if (!main || isPrerendered) return
    main.classList.remove('sw-page-enter')
    void main.offsetWidth // restart the animation
    main.classList.add('sw-page-enter')
  }, [pathname])
}

/** A /en/… or /de/… prefix sets the language (and keeps it, spec §1 locale cookie). */
function useLocaleFromUrl(pathname: string) {
  const prefix = localeFromPath(pathname)
  useEffect(() => {
    if (prefix) void changeLocale(prefix)
  }, [prefix])
}

/** spec §2 base layout: wraps every screen, and a test user's banner across it (decision 033). */
export function BaseLayout() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  usePageTransition(pathname)
  useLocaleFromUrl(pathname)
  return (
    <>
      <a className="sw-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('layout.skipToContent')}
      </a>
      <NavigationProgress />
      <RouteAnnouncer />
      <BuildCheck />
      <MediaDialogProvider>
        <Outlet />
      </MediaDialogProvider>
      <TestUserBanner />
    </>
  )
}
