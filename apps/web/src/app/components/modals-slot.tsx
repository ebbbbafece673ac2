import { lazy, Suspense, type ComponentType } from 'react'

let provide: (host: ComponentType) => void = () => {}
const hostModule = new Promise<{ default: ComponentType }>((resolve) => {
  provide = (host) => resolve({ default: host })
})
const ModalsHost = lazy(() => hostModule)

/**
 * Puts the dialogs' host (Mantine's ModalsProvider, which answers `modals.open…`) into the app.
 * It comes with the chunk of every screen but the login's (full-chrome.ts, issue #18), since
 * only those open dialogs.
 */
export function provideModalsHost(host: ComponentType) {
  provide(host)
}

/** Where the dialogs' host renders once provided; nothing before. */
export function ModalsSlot() {
  return (
    <Suspense fallback={null}>
      <ModalsHost />
    </Suspense>
  )
}
