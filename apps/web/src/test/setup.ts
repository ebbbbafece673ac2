import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { _api as iconifyApi } from '@iconify/react'
import { ModalsProvider } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { provideModalsHost } from '../app/components/modals-slot'
import { initI18nWithResources } from '../i18n/i18n'
import { pointIconsAtOwnHost } from '../lib/icons'
import { server } from './server'
import { translations } from './translations'

// A screen's first lazy chunk is transformed on first use; under a full parallel run that
// can take seconds on a loaded machine (CI shares its cores).
configure({ asyncUtilTimeout: 5000 })

// jsdom lacks these; Mantine reads them.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Element.prototype.scrollIntoView ??= () => {}
// CodeMirror measures text through ranges, which jsdom does not lay out.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => new DOMRect()
// ProseMirror (Tiptap) asks which element is under a click.
document.elementFromPoint ??= () => null
// Mantine's autosize Textarea listens for web fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  })
}

// a copy: i18next keeps the object it is given, and a test may take areas out of it
await initI18nWithResources('de', structuredClone(translations))
// As full-chrome.ts does for every screen but the login: icons load from the app's own host, and
// dialogs have their host (for components rendered without a route).
pointIconsAtOwnHost(window.location.origin)
provideModalsHost(ModalsProvider)
// Toasts load with the first one (lazy-notifications.tsx): loaded here, one comes without delay.
await import('../app/components/notifications-host')
// Iconify keeps the fetch it found on import; MSW replaces fetch later, in beforeAll.
iconifyApi.setFetch((input, init) => fetch(input, init))

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  cleanup()
  // toasts live in a store of their own, beyond the rendered app: a test's own stay with it
  notifications.clean()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
})
afterAll(() => server.close())
