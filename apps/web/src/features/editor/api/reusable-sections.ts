import { ReusableSection, Section, type CreateReusableSectionBody } from '@sitewerk/contracts'
import { z } from 'zod'
import { api } from '../../../api/client'

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
