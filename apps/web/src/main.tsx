import './app/entry-styles'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { queryClient } from './api/query-client'
import { App } from './app/app'
import { createAppRouter } from './app/router'
import { setupApiClient } from './app/setup-api-client'
import { initI18n } from './i18n/i18n'
import { detectLocale } from './i18n/locale'
import { getUserQueryOptions } from './lib/auth'
import { reloadOnceForChunkError } from './utils/chunk-reload'

// spec §8: a preloaded chunk that vanished with a deploy reloads the page (once per 10 s per path).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault()
})

const router = createAppRouter()
setupApiClient({ queryClient, navigate: (to) => void router.navigate(to) })

const texts = initI18n(detectLocale(window.location.pathname, document.cookie))
// Who is signed in is asked while the texts load: the first screen waits for both (issue #18).
void queryClient.prefetchQuery(getUserQueryOptions())
void texts.finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  )
})
