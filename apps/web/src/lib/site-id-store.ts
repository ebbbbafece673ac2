import { createStoredId } from './stored-id'

/** The site last chosen in the site admin (/puronectar), kept like `organization_id`. */
export const SITE_ID_STORAGE_KEY = 'sitewerk.site_id'

const store = createStoredId(SITE_ID_STORAGE_KEY)

export const getStoredSiteId = store.get
export const setStoredSiteId = store.set
export const useStoredSiteId = store.useValue
