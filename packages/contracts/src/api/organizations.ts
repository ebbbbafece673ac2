import { z } from 'zod'
import { Id, IdParam } from '../primitives.ts'
import { Organization, OrganizationTitle } from '../entities/organization.ts'

/** POST organizations: create an organisation; the creator becomes its owner. */
export const CreateOrganizationBody = z.strictObject({ title: OrganizationTitle })
export type CreateOrganizationBody = z.input<typeof CreateOrganizationBody>

/**
 * POST organizations/create-or-request: create the organisation, or, when one of that title
 * exists, ask its owners to let the user join.
 */
export const CreateOrRequestBody = CreateOrganizationBody
export const CreateOrRequestResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('created'), organization: Organization }),
  z.object({ status: z.literal('requested'), request_id: Id }),
])
export type CreateOrRequestResponse = z.infer<typeof CreateOrRequestResponse>

/**
 * PATCH organization/{id}: owners only; a field left out keeps its value. `backend_colorset_id`
 * is one of the organisation's colour sets, or null for the default look of the back office.
 */
export const UpdateOrganizationBody = z.strictObject({
  title: OrganizationTitle.optional(),
  backend_colorset_id: Id.nullable().optional(),
})
export type UpdateOrganizationBody = z.input<typeof UpdateOrganizationBody>

export const JoinRequestParams = z.object({
  id: IdParam,
  requestId: IdParam,
})
