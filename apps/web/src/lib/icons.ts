import { addAPIProvider, getIcon, loadIcons } from '@iconify/react'
import { ICONS } from '@sitewerk/contracts'
import type { IconSource } from '@sitewerk/renderer'

/**
 * Points Iconify's default provider at our own host (spec §9: timeout 5000 ms, rotate 750 ms, max
 * URL 500), so no icon is ever asked of a third party (decision 019). Call before the first icon.
 */
export function pointIconsAtOwnHost(origin: string) {
  addAPIProvider('', {
    resources: [origin],
    path: '/api/icons/',
    timeout: ICONS.api.timeoutMs,
    rotate: ICONS.api.rotateMs,
    maxURL: ICONS.api.maxUrlLength,
  })
}

/** The Iconify name of an icon of our set: `tabler:home`. */
export const iconifyName = (name: string) => `${ICONS.prefix}:${name}`

const listeners = new Set<() => void>()
let version = 0

/** Tells subscribers that icons arrived; a preview draws again with them. */
export function subscribeLoadedIcons(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
export const loadedIconsVersion = () => version

/**
 * The renderer's icons in the browser: those Iconify has loaded from our host. A name not yet
 * loaded draws nothing now and is fetched; subscribers hear when it arrived.
 */
export const loadedIcons: IconSource = {
  get(name) {
    const icon = getIcon(iconifyName(name))
    if (icon) return { body: icon.body, width: icon.width, height: icon.height }
    if (icon === undefined) {
      loadIcons([iconifyName(name)], (loaded, _missing, pending) => {
        if (pending.length || !loaded.length) return
        version += 1
        listeners.forEach((listener) => listener())
      })
    }
    return null
  },
}
