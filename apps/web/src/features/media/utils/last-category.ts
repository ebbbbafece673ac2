import { MEDIA_ROOT_CATEGORY_ID } from '@sitewerk/contracts'

const keyOf = (organizationId: number) => `sitewerk.media.last_category.${organizationId}`

/**
 * The category the media dialog last showed, per organisation (issue 13: the dialog opens where
 * the person was). Kept in localStorage; without storage (blocked, or no organisation chosen) the
 * dialog opens at the root.
 */
export function lastCategoryStore(organizationId: number | null) {
  return {
    get(): number {
      if (organizationId === null) return MEDIA_ROOT_CATEGORY_ID
      try {
        const raw = window.localStorage.getItem(keyOf(organizationId))
        return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : MEDIA_ROOT_CATEGORY_ID
      } catch {
        return MEDIA_ROOT_CATEGORY_ID
      }
    },
    set(categoryId: number) {
      if (organizationId === null) return
      try {
        window.localStorage.setItem(keyOf(organizationId), String(categoryId))
      } catch {
        // storage blocked: the next dialog opens at the root
      }
    },
  }
}
