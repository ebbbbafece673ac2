// The app: wires the client, loads the texts and who is signed in, and renders (main.tsx loads it).
import { StrictMode, startTransition, useLayoutEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { queryClient } from '../api/query-client'
import { initI18n } from '../i18n/i18n'
import { detectLocale } from '../i18n/locale'
import { USER_QUERY_KEY, getUserQueryOptions } from '../lib/auth'
import { App } from './app'
import { hasPrerenderedScreen, routerReady, takeOverPrerenderedScreen } from './prerendered-screen'
import { createAppRouter } from './router'
import { setupApiClient } from './setup-api-client'

const router = createAppRouter()
setupApiClient({ queryClient, navigate: (to) => void router.navigate(to) })

const texts = initI18n(detectLocale(window.location.pathname, document.cookie))
const root = document.getElementById('root')!
// Who is signed in is asked while the texts load: the first screen waits for both (issue #18).
// The server paints the login only for a session that names no one (plugins/web-app.ts): that
// is the answer, so nobody is asked (a guest's 401 is an error in the browser's console).
const user = hasPrerenderedScreen(root)
  ? Promise.resolve(queryClient.setQueryData(USER_QUERY_KEY, null))
  : queryClient.prefetchQuery(getUserQueryOptions())

/** Its layout effect runs once React's first screen is in place. */
function OnTakeover() {
  useLayoutEffect(takeOverPrerenderedScreen, [])
  return null
}

if (hasPrerenderedScreen(root)) {
  // decision 047: the screen the server sent as HTML is the app's own markup of this screen for
  // a guest: React takes it over (hydrates) once it can draw that screen itself (its route's
  // chunks, the texts and who is signed in), keeping what the person typed and the focus; a
  // button pressed meanwhile is pressed again then (holdPressesUntilTakeover).
  // In a transition: hydrated in slices, the page stays answering (issue #18's blocking time).
  void Promise.allSettled([texts, user, routerReady(router)]).then(() =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} queryClient={queryClient} />
          <OnTakeover />
        </StrictMode>,
      )
    }),
  )
} else {
  void texts.finally(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    )
  })
}
