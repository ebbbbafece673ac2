import { Article, Content, Section } from '@sitewerk/contracts'
import { api } from '../../../api/client'
import type { BlockKind } from '../state'

export const blockSchemas = { article: Article, section: Section, content: Content } as const

/** spec §7 GET article/{id}, section/{id}, content/{id}: the item as the server has it now. */
export function getBlock<K extends BlockKind>({ kind, id }: { kind: K; id: number }) {
  return api.get(`${kind}/${id}`, { schema: blockSchemas[kind] })
}
