import { DuplicateResponse } from '@sitewerk/contracts'
import { api } from '../../../api/client'
import type { BlockKind } from '../state'

/** spec §7 POST {kind}/duplicate/{id}: the copy's id; it sits right after the original. */
export function duplicateBlock({ kind, id }: { kind: BlockKind; id: number }) {
  return api.post(`${kind}/duplicate/${id}`, { body: { id }, schema: DuplicateResponse })
}
