import { Article, Content, Page, Section } from '@sitewerk/contracts'
import { api } from '../../../api/client'
import type { ItemKind } from '../state'

const schemas = { page: Page, article: Article, section: Section, content: Content } as const

/**
 * PATCH page/{id}, article/{id}, section/{id} or content/{id} with the changed fields and the
 * `updated_at` the editor started from: a save after someone else's answers 409.
 */
export function saveItem({
  kind,
  id,
  body,
}: {
  kind: ItemKind
  id: number
  body: Record<string, unknown>
}) {
  return api.patch(`${kind}/${id}`, { body, schema: schemas[kind] })
}
