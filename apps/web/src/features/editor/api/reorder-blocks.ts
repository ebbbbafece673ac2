import type { ReorderBody } from '@sitewerk/contracts'
import { api } from '../../../api/client'

/** POST reorder: one parent's children in their new order, moved into it if they came from elsewhere. */
export function reorderBlocks(body: ReorderBody) {
  return api.post('reorder', { body })
}
