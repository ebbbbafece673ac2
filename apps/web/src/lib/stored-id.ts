import { useSyncExternalStore } from 'react'

type Listener = () => void

function parse(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * One id kept in localStorage under `key` (spec §3/§4: the back office persists only ids of its
 * selections). The HTTP client reads it directly; React reads it through useSyncExternalStore.
 */
export function createStoredId(key: string) {
  const listeners = new Set<Listener>()
  /** Used when localStorage is blocked (privacy settings): the choice then lasts until a reload. */
  let memory: string | null = null

  function read(): string | null {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return memory
    }
  }

  function get(): number | null {
    return parse(read())
  }

  function set(id: number | null) {
    if (id === get()) return
    memory = id === null ? null : String(id)
    try {
      if (id === null) window.localStorage.removeItem(key)
      else window.localStorage.setItem(key, String(id))
    } catch {
      // storage blocked: `memory` keeps the choice
    }
    listeners.forEach((listener) => listener())
  }

  function subscribe(listener: Listener) {
    listeners.add(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }

  function useValue() {
    return useSyncExternalStore(subscribe, get, () => null)
  }

  return { key, get, set, subscribe, useValue }
}
