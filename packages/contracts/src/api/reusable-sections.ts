import { z } from 'zod'
import { Id, Text } from '../primitives.ts'
import { inUseErrorBody } from '../errors.ts'

/** A page that shows a reusable section (decision 041). */
export const ReusableSectionPage = z.object({ id: Id, title: z.string(), url: z.string() })
export type ReusableSectionPage = z.infer<typeof ReusableSectionPage>

/**
 * A reusable section of a site (issue 19, decision 041): blocks shared by every section that places
 * it. `pages` are the pages placing it, each once, so an edit can say where it will show.
 */
export const ReusableSection = z.object({
  id: Id,
  site_id: Id,
  title: z.string(),
  pages: z.array(ReusableSectionPage),
})
export type ReusableSection = z.infer<typeof ReusableSection>

/** Makes a section of a page reusable: its blocks become the shared ones, the section places them. */
export const CreateReusableSectionBody = z.strictObject({
  section_id: Id,
  title: Text(200).pipe(z.string().min(1)),
})
export type CreateReusableSectionBody = z.input<typeof CreateReusableSectionBody>

/** Places a reusable section at the end of an article (of a page of the same site). */
export const PlaceReusableSectionBody = z.strictObject({ article_id: Id })
export type PlaceReusableSectionBody = z.input<typeof PlaceReusableSectionBody>

/** Renames a reusable section (PATCH reusable-section/{id}); the placements keep their own titles. */
export const UpdateReusableSectionBody = z.strictObject({
  title: Text(200).pipe(z.string().min(1)),
})
export type UpdateReusableSectionBody = z.input<typeof UpdateReusableSectionBody>

/** DELETE reusable-section/{id} of one still placed: 409, error type is_used and the pages (spec §8). */
export const ReusableSectionInUseErrorBody = inUseErrorBody(ReusableSectionPage)
export type ReusableSectionInUseErrorBody = z.infer<typeof ReusableSectionInUseErrorBody>
