import { z } from 'zod'
import { DbDateTime, Id, Text } from '../primitives.ts'
import { Colorset } from './colorset.ts'
import { Service } from './service.ts'

/**
 * A member's role (issue #16, decision 031): owner (everything, billing, other owners), admin
 * (everything but billing and owners), editor (pages, media, form entries; no themes, components,
 * domains, settings).
 */
export const ORGANIZATION_ROLES = ['owner', 'admin', 'editor'] as const
export const OrganizationRole = z.enum(ORGANIZATION_ROLES)
export type OrganizationRole = z.infer<typeof OrganizationRole>

export const OrganizationTitle = Text(120).pipe(z.string().min(2))

/** An organisation as listed on the user (spec §3 User.organizations). */
export const OrganizationSummary = z.object({
  id: Id,
  title: z.string(),
  role: OrganizationRole.nullable(),
})
export type OrganizationSummary = z.infer<typeof OrganizationSummary>

/**
 * spec §3: Organization. `logo`, `icon`, `themes` and `billing_address` are filled by later
 * modules (media, themes, billing); `api_key` only for owners. `backend_colorset` is the colour
 * set the back office wears for this organisation (null: the default Sitewerk look).
 * `role` is the current user's role (null for a superuser who is not a member).
 */
export const Organization = z.object({
  id: Id,
  title: z.string(),
  logo_file_id: Id.nullable(),
  icon_file_id: Id.nullable(),
  stripe_customer_id: z.string().nullable(),
  api_key: z.string().nullable(),
  billing_address_id: Id.nullable(),
  backend_colorset_id: Id.nullable(),
  services: z.array(Service),
  logo: z.unknown().nullable(),
  icon: z.unknown().nullable(),
  themes: z.array(z.unknown()),
  backend_colorset: Colorset.nullable(),
  billing_address: z.unknown().nullable(),
  role: OrganizationRole.nullable(),
  /**
   * Set while a superuser has suspended the organisation (issue #17, decision 032): its sites show
   * a neutral page, and the members read why here. Optional so older clients' fixtures stay valid.
   */
  suspended_at: DbDateTime.nullable().optional(),
  suspended_reason: z.string().nullable().optional(),
})
export type Organization = z.infer<typeof Organization>

export const Member = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  role: OrganizationRole,
})
export type Member = z.infer<typeof Member>

export const JOIN_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const
export const JoinRequest = z.object({
  id: Id,
  organization_id: Id,
  organization_title: z.string(),
  user: z.object({ id: Id, name: z.string(), email: z.string() }),
  status: z.enum(JOIN_REQUEST_STATUSES),
  created_at: z.string(),
})
export type JoinRequest = z.infer<typeof JoinRequest>
