import { useSyncExternalStore } from 'react'

type Listener = () => void

/**
 * Whom a superuser sees the back office as (the test user, decision 033): the id of the person,
 * or null. Known only from the server's answers (`X-Sitewerk-Test-User`), which the HTTP client
 * reports here; never stored, so a reload asks the server again.
 */
let personId: number | null = null
const listeners = new Set<Listener>()

export function getTestUserId(): number | null {
  return personId
}

export function setTestUserId(id: number | null) {
  if (id === personId) return
  personId = id
  listeners.forEach((listener) => listener())
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useTestUserId(): number | null {
  return useSyncExternalStore(subscribe, getTestUserId, () => null)
}
