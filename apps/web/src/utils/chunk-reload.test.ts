import { describe, expect, it, vi } from 'vitest'
import { createChunkReloader, isChunkLoadError } from './chunk-reload'

describe('chunk load errors', () => {
  it('recognises the messages of Chromium, Firefox, Safari and Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/a.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true)
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads once, then not again on the same path within 10 s (next page load)', () => {
    const storage = window.sessionStorage
    const reload = vi.fn()
    expect(createChunkReloader()({ path: '/a', now: 1_000, storage, reload })).toBe(true)
    // the reloaded page is a new page: a new reloader, same session storage
    expect(createChunkReloader()({ path: '/a', now: 9_000, storage, reload })).toBe(false)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('reloads again once 10 s have passed', () => {
    const storage = window.sessionStorage
    const reload = vi.fn()
    createChunkReloader()({ path: '/a', now: 1_000, storage, reload })
    expect(createChunkReloader()({ path: '/a', now: 11_000, storage, reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('guards each path on its own', () => {
    const storage = window.sessionStorage
    const reload = vi.fn()
    createChunkReloader()({ path: '/a', now: 1_000, storage, reload })
    expect(createChunkReloader()({ path: '/b', now: 2_000, storage, reload })).toBe(true)
  })

  it('answers true again on the page that is already reloading, without reloading twice', () => {
    const storage = window.sessionStorage
    const reload = vi.fn()
    const reloader = createChunkReloader()
    expect(reloader({ path: '/a', now: 1_000, storage, reload })).toBe(true)
    expect(reloader({ path: '/a', now: 1_050, storage, reload })).toBe(true)
    expect(reload).toHaveBeenCalledOnce()
  })
})
