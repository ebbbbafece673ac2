// The entry: the stylesheet the first screen needs, then the app (app/start.tsx). A screen the
// server sent as HTML (the login, decision 047) paints first: the app's script is fetched after
// that paint, so neither its download nor its work delays it.
import './app/entry-styles'
import {
  afterFirstPaint,
  hasPrerenderedScreen,
  holdPressesUntilTakeover,
  fetchPreloadsAfterPaint,
} from './app/prerendered-screen'
import { reloadOnceForChunkError } from './utils/chunk-reload'

// spec §8: a preloaded chunk that vanished with a deploy reloads the page (once per 10 s per path).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault()
})

const startApp = () => import('./app/start')

/**
 * The libraries first (React's DOM comes in their chunk, vite.config.ts), evaluated in a task of
 * their own, then the app: the painted login keeps answering between the two instead of
 * stopping for both at once (issue #18's blocking time).
 */
async function startAppInStages() {
  await import('react-dom/client')
  await new Promise((resolve) => setTimeout(resolve, 0))
  return startApp()
}

const root = document.getElementById('root')
if (root && hasPrerenderedScreen(root)) {
  holdPressesUntilTakeover(root)
  void afterFirstPaint()
    .then(() => fetchPreloadsAfterPaint())
    .then(startAppInStages)
} else {
  void startApp()
}
