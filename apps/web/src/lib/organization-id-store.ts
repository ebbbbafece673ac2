import { createStoredId } from './stored-id'

/**
 * spec §3/§4: of the organisation selection only `organization_id` is persisted. The HTTP client
 * reads it for the X-Organization-Id header.
 */
export const ORGANIZATION_ID_STORAGE_KEY = 'sitewerk.organization_id'

const store = createStoredId(ORGANIZATION_ID_STORAGE_KEY)

export const getStoredOrganizationId = store.get
export const setStoredOrganizationId = store.set
export const subscribeToOrganizationId = store.subscribe
export const useStoredOrganizationId = store.useValue
