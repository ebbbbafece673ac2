import { api } from '../../../api/client'
import type { BlockKind } from '../state'

/** spec §7 DELETE article/{id}, section/{id}, content/{id}. */
export function deleteBlock({ kind, id }: { kind: BlockKind; id: number }) {
  return api.delete(`${kind}/${id}`)
}
