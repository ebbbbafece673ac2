/**
 * A screen the server sent as HTML (decision 047: the login paints before its script runs),
 * which the app then takes over (app/start.tsx).
 */

/** Whether the page came with a prerendered screen in `root`. */
export function hasPrerenderedScreen(root: HTMLElement | null) {
  return root?.querySelector('main') != null
}

/**
 * Resolves once the browser reports the page's first contentful paint; at the latest after
 * `fallbackMs`, since a tab in the background paints nothing.
 */
export function afterFirstPaint(fallbackMs = 1000) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, fallbackMs)
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0))
      return
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      resolve()
    }).observe({ type: 'paint', buffered: true })
  })
}

/**
 * Fetches what the page's template holds back until the first paint (the app's chunks, the
 * texts; plugins/web-app.ts on the server). Starting a fetch costs the page's main thread: some
 * fifty of them go out a few at a time, each few in a task of its own, so the painted page keeps
 * answering meanwhile.
 */
export async function fetchPreloadsAfterPaint(perTask = 8) {
  const template = document.getElementById('preloads-after-paint')
  if (!(template instanceof HTMLTemplateElement)) return
  const links = [...template.content.children]
  for (let start = 0; start < links.length; start += perTask) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0))
    document.head.append(...links.slice(start, start + perTask))
  }
}

let isTakenOver = false

/**
 * Whether the screen now showing is the one the server sent as HTML: it is on the page already,
 * so it does not fade in (base-layout.tsx) as a screen the app draws does.
 */
export function isPrerenderedScreenShowing() {
  return isTakenOver
}

let pressed: HTMLElement | null = null
let release: (() => void) | null = null

/**
 * Until the app has taken the screen over, a press on one of its buttons (sending the form with
 * the button or Enter, the language switch, showing the password) is held, not lost: the app
 * presses it again once it is there (`takeOverPrerenderedScreen`). The form never sends itself
 * natively meanwhile. Links and fields work without the app.
 */
export function holdPressesUntilTakeover(root: HTMLElement) {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button) return
    event.preventDefault()
    pressed = button
  }
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    pressed ??= event.submitter
  }
  root.addEventListener('click', onClick, true)
  root.addEventListener('submit', onSubmit, true)
  release = () => {
    root.removeEventListener('click', onClick, true)
    root.removeEventListener('submit', onSubmit, true)
  }
}

/** Called once the app has put its screen in place: the held press reaches it. */
export function takeOverPrerenderedScreen() {
  isTakenOver = true
  release?.()
  release = null
  const button = pressed
  pressed = null
  if (button?.isConnected) setTimeout(() => button.click(), 0)
}

/** Resolves once the router has loaded the matched routes' lazy modules (the first screen). */
export function routerReady(router: {
  state: { initialized: boolean }
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void
}) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}
