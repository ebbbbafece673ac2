import { MEDIA_ROOT_CATEGORY_ID } from '@sitewerk/contracts'

/**
 * spec §2 media routes. Route names: puronectar-media-categories-id (a category, the root without
 * id) and puronectar-media-categories-create (optional parentId).
 */
export const mediaPaths = {
  category: (id: number | null = MEDIA_ROOT_CATEGORY_ID) =>
    id === null || id === MEDIA_ROOT_CATEGORY_ID
      ? '/puronectar/media/categories'
      : `/puronectar/media/categories/${id}`,
  createCategory: (parentId: number = MEDIA_ROOT_CATEGORY_ID) =>
    parentId === MEDIA_ROOT_CATEGORY_ID
      ? '/puronectar/media/categories/create'
      : `/puronectar/media/categories/create?parentId=${parentId}`,
  file: (id: number) => `/puronectar/media/files/${id}`,
  upload: (categoryId: number = MEDIA_ROOT_CATEGORY_ID) =>
    categoryId === MEDIA_ROOT_CATEGORY_ID
      ? '/puronectar/media/files/upload'
      : `/puronectar/media/files/upload?categoryId=${categoryId}`,
}

/** A numeric query value (parentId, categoryId); anything else is the root. */
export function categoryIdFrom(raw: string | null): number {
  return raw && /^\d+$/.test(raw) ? Number(raw) : MEDIA_ROOT_CATEGORY_ID
}
