import { z } from 'zod'
import { DbDateTime, Email, Id, IdParam } from '../primitives.ts'
import { OrganizationRole } from '../entities/organization.ts'

/**
 * The team (issue #16, decision 031): invitations by e-mail with a role, role changes, leaving.
 * Admins invite admins and editors; only owners invite or appoint owners.
 */

/** POST organization/invitations. */
export const InvitationBody = z.strictObject({
  email: Email,
  role: OrganizationRole,
})
export type InvitationBody = z.infer<typeof InvitationBody>

/** An invitation as the organisation's admins see it. */
export const Invitation = z.object({
  id: Id,
  email: z.string(),
  role: OrganizationRole,
  invited_by: z.object({ id: Id, name: z.string() }).nullable(),
  expires_at: DbDateTime,
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  created_at: DbDateTime,
})
export type Invitation = z.infer<typeof Invitation>

/** The invitation link's token (random, 43 characters of base64url). */
export const InvitationTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
})

/**
 * GET invitations/{token}: what the invitee sees before accepting (no session needed). An
 * expired, revoked, used or unknown token is 404 'Einladung ungültig oder abgelaufen.'.
 */
export const InvitationPreview = z.object({
  organization_title: z.string(),
  email: z.string(),
  role: OrganizationRole,
  invited_by: z.string().nullable(),
  expires_at: DbDateTime,
})
export type InvitationPreview = z.infer<typeof InvitationPreview>

/** POST invitations/{token}/accept: the signed-in user joins; answers the organisation's id. */
export const AcceptInvitationResponse = z.object({ organization_id: Id })

/** PATCH organization/{id}/members/{userId}. */
export const MemberParams = z.object({ id: IdParam, userId: IdParam })
export const ChangeRoleBody = z.strictObject({ role: OrganizationRole })

/** POST organization/{id}/join-requests/{requestId}/accept: the new member's role (default editor). */
export const AcceptJoinRequestBody = z
  .strictObject({ role: OrganizationRole.default('editor') })
  .default({ role: 'editor' })
export type AcceptJoinRequestBody = z.infer<typeof AcceptJoinRequestBody>
