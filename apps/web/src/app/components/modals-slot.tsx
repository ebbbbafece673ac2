import { createElement, useSyncExternalStore, type ComponentType, type ReactElement } from 'react'

let host: ReactElement | null = null
const listeners = new Set<() => void>()

/**
 * Puts the dialogs' host (Mantine's ModalsProvider, which answers `modals.open…`) into the app.
 * It comes with the chunk of every screen but the login's (full-chrome.ts, issue #18), since
 * only those open dialogs.
 */
export function provideModalsHost(next: ComponentType) {
  if (host) return
  host = createElement(next)
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const currentHost = () => host

/**
 * Where the dialogs' host renders once provided; nothing before (not a suspended boundary, so
 * the login's prerendered HTML holds nothing of it, decision 047).
 */
export function ModalsSlot() {
  return useSyncExternalStore(subscribe, currentHost, currentHost)
}
