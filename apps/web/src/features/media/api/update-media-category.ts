import { MediaCategory } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { UpdateMediaCategoryBody } from '@sitewerk/contracts'
import { api } from '../../../api/client'
import { useInvalidateMedia } from '../../../api/queries/media-query-keys'

/** PATCH media_categories/{id}: rename and/or move (never below itself). */
export function updateMediaCategory({
  id,
  body,
}: {
  id: number
  body: z.input<typeof UpdateMediaCategoryBody>
}) {
  return api.patch(`media_categories/${id}`, { body, schema: MediaCategory })
}

export function useUpdateMediaCategory() {
  return useMutation({ mutationFn: updateMediaCategory, onSuccess: useInvalidateMedia() })
}
