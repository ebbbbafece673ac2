import {
  ReusableSection,
  ReusableSectionInUseErrorBody,
  Section,
  type CreateReusableSectionBody,
  type UpdateReusableSectionBody,
} from '@sitewerk/contracts'
import { z } from 'zod'
import { api, isApiError } from '../../../api/client'

/** GET sites/{id}/reusable-sections: the site's reusable sections with the pages placing them. */
export function getReusableSections(siteId: number) {
  return api.get(`sites/${siteId}/reusable-sections`, { schema: z.array(ReusableSection) })
}

/** GET reusable-section/{id}: one reusable section and the pages that show it (decision 041). */
export function getReusableSection(id: number) {
  return api.get(`reusable-section/${id}`, { schema: ReusableSection })
}

/** POST reusable-section: the section's blocks become shared, the section places them. */
export function makeReusable(body: CreateReusableSectionBody) {
  return api.post('reusable-section', { body, schema: ReusableSection })
}

/** POST reusable-section/{id}/place: a new section at the end of the article shows it. */
export function placeReusable({ id, articleId }: { id: number; articleId: number }) {
  return api.post(`reusable-section/${id}/place`, {
    body: { article_id: articleId },
    schema: Section,
  })
}

/** POST section/{id}/detach: the section gets its own copy of the shared blocks. */
export function detachSection(id: number) {
  return api.post(`section/${id}/detach`, { body: {}, schema: Section })
}

/** PATCH reusable-section/{id}: a new name; the placements keep their own section titles. */
export function renameReusable({ id, body }: { id: number; body: UpdateReusableSectionBody }) {
  return api.patch(`reusable-section/${id}`, { body, schema: ReusableSection })
}

/** DELETE reusable-section/{id}: with its shared blocks; refused (409) while a page places it. */
export function deleteReusable(id: number) {
  return api.delete(`reusable-section/${id}`)
}

/** The pages still placing a reusable section, from a refused delete; null for other errors. */
export function reusableInUseOf(error: unknown): ReusableSectionInUseErrorBody | null {
  if (!isApiError(error) || error.status !== 409) return null
  return ReusableSectionInUseErrorBody.safeParse(error.body).data ?? null
}
