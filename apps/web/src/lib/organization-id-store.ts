/**
 * spec §3/§4: of the organisation selection only `organization_id` is persisted. The HTTP client
 * reads it for the X-Organization-Id header; React reads it through useSyncExternalStore.
 */
export const ORGANIZATION_ID_STORAGE_KEY = 'sitewerk.organization_id'

type Listener = () => void
const listeners = new Set<Listener>()
/** Used when localStorage is blocked (privacy settings): the choice then lasts until a reload. */
let memory: string | null = null

function parse(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(ORGANIZATION_ID_STORAGE_KEY)
  } catch {
    return memory
  }
}

export function getStoredOrganizationId(): number | null {
  return parse(readStorage())
}

export function setStoredOrganizationId(id: number | null) {
  if (id === getStoredOrganizationId()) return
  memory = id === null ? null : String(id)
  try {
    if (id === null) window.localStorage.removeItem(ORGANIZATION_ID_STORAGE_KEY)
    else window.localStorage.setItem(ORGANIZATION_ID_STORAGE_KEY, String(id))
  } catch {
    // storage blocked: `memory` keeps the choice
  }
  listeners.forEach((listener) => listener())
}

export function subscribeToOrganizationId(listener: Listener) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === ORGANIZATION_ID_STORAGE_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
