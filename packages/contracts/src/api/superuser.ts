import { z } from 'zod'
import { DbDateTime, Id, IdParam, Text } from '../primitives.ts'
import { OrganizationRole } from '../entities/organization.ts'
import { PAYMENT_PROVIDERS } from './billing.ts'

/** Rows per page of the operator's lists (issue #17). */
export const SUPERUSER_PER_PAGE = 25

/** A search term: up to 200 characters, taken literally (`%`, `_`, `\` and quotes match themselves). */
export const Search = Text(200).default('')
export const PageNumber = z.coerce.number().int().min(1).max(1_000_000).default(1)

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  })

export const SUPERUSER_USER_SORTS = ['name', 'email', 'created_at'] as const

/** GET superuser/users */
export const SuperuserUsersQuery = z.object({
  search: Search,
  page: PageNumber,
  sort: z.enum(SUPERUSER_USER_SORTS).default('created_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
})

export const SuperuserUser = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  email_verified_at: DbDateTime.nullable(),
  superuser: z.boolean(),
  disabled_at: DbDateTime.nullable(),
  created_at: DbDateTime,
})
export type SuperuserUser = z.infer<typeof SuperuserUser>

export const SuperuserUsersPage = paged(SuperuserUser)
export type SuperuserUsersPage = z.infer<typeof SuperuserUsersPage>

/**
 * A session of the user. `id` is a hint (the first 12 hex digits of the stored hash), enough to
 * end it, never the cookie value. The server keeps no user agent or address of a session.
 */
export const SuperuserSession = z.object({
  id: z.string(),
  created_at: DbDateTime,
  last_seen_at: DbDateTime,
  expires_at: DbDateTime,
  remember: z.boolean(),
  /** The session this request came with. */
  current: z.boolean(),
})
export type SuperuserSession = z.infer<typeof SuperuserSession>

/** GET superuser/users/{id} */
export const SuperuserUserDetail = SuperuserUser.extend({
  organizations: z.array(z.object({ id: Id, title: z.string(), role: OrganizationRole })),
  sessions: z.array(SuperuserSession),
})
export type SuperuserUserDetail = z.infer<typeof SuperuserUserDetail>

export const SuperuserSessionParams = z.object({
  id: IdParam,
  sessionId: z.string().regex(/^[0-9a-f]{12}$/),
})

/** PATCH superuser/users/{id} */
export const UpdateSuperuserUserBody = z
  .object({ superuser: z.boolean().optional(), disabled: z.boolean().optional() })
  .strict()
export type UpdateSuperuserUserBody = z.infer<typeof UpdateSuperuserUserBody>

/** GET superuser/organizations */
export const SuperuserOrganizationsQuery = z.object({ search: Search, page: PageNumber })

export const SuperuserOrganization = z.object({
  id: Id,
  title: z.string(),
  member_count: z.number().int(),
  site_count: z.number().int(),
  suspended_at: DbDateTime.nullable(),
  suspended_reason: z.string().nullable(),
  created_at: DbDateTime,
})
export type SuperuserOrganization = z.infer<typeof SuperuserOrganization>

export const SuperuserOrganizationsPage = paged(SuperuserOrganization)
export type SuperuserOrganizationsPage = z.infer<typeof SuperuserOrganizationsPage>

/** GET superuser/organizations/{id}: what the operator needs to help, and what it costs. */
export const SuperuserOrganizationDetail = SuperuserOrganization.extend({
  members: z.array(
    z.object({ id: Id, name: z.string(), email: z.string(), role: OrganizationRole }),
  ),
  sites: z.array(
    z.object({
      id: Id,
      title: z.string(),
      identifier: z.string(),
      domains: z.array(
        z.object({
          id: Id,
          domain: z.string(),
          primary: z.boolean(),
          forward_key: z.boolean(),
          verified_at: DbDateTime.nullable(),
        }),
      ),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: Id,
      service_id: Id,
      service_title: z.string(),
      units: z.number().int(),
      created_at: DbDateTime,
      deleted_at: DbDateTime.nullable(),
      current_period_end: DbDateTime.nullable(),
    }),
  ),
  invoices: z.array(
    z.object({
      id: Id,
      number: z.string(),
      status: z.string(),
      /** 'invoice': paid by bank transfer, which the operator marks paid (POST invoices/{id}/mark-paid). */
      provider: z.enum(PAYMENT_PROVIDERS),
      currency: z.string(),
      /** Cents. */
      amount: z.number().int(),
      due_at: DbDateTime,
      paid_at: DbDateTime.nullable(),
      created_at: DbDateTime,
    }),
  ),
  /** Bytes of the organisation's media files (fonts included). */
  storage_bytes: z.number().int(),
})
export type SuperuserOrganizationDetail = z.infer<typeof SuperuserOrganizationDetail>

/** POST superuser/organizations/{id}/suspend: the reason is shown to the members. */
export const SuspendOrganizationBody = z.object({ reason: Text(500).pipe(z.string().min(1)) })
export type SuspendOrganizationBody = z.infer<typeof SuspendOrganizationBody>

/** A day ('2026-11-24') or a moment ('2026-11-24 08:00:00'), UTC. */
const DayOrMoment = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/)

/** GET superuser/audit: filters combine; `actor` is a user id or a part of the actor's e-mail. */
export const AuditLogQuery = z.object({
  actor: Text(255).optional(),
  action: Text(100).optional(),
  target_type: Text(50).optional(),
  target_id: IdParam.optional(),
  from: DayOrMoment.optional(),
  /** Inclusive: a day means up to its end. */
  to: DayOrMoment.optional(),
  page: PageNumber,
})
export type AuditLogQuery = z.infer<typeof AuditLogQuery>

/**
 * Every action the audit log records (decisions 032, 033, 053). The server writes only these, and
 * the console names each of them in both languages.
 */
export const AUDIT_ACTIONS = [
  'user.verify',
  'user.verification.resend',
  'user.update',
  'user.session.end',
  'user.sessions.end',
  'user.export',
  'user.delete',
  'organization.suspend',
  'organization.unsuspend',
  'organization.write',
  'test_user.start',
  'test_user.end',
  'test_user.write',
  'service.create',
  'service.update',
  'mail.resend',
  'invoice.mark_paid',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AuditEntry = z.object({
  id: Id,
  actor_id: Id.nullable(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: Id.nullable(),
  on_behalf_of_id: Id.nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: DbDateTime,
})
export type AuditEntry = z.infer<typeof AuditEntry>

export const AuditLogPage = paged(AuditEntry)
export type AuditLogPage = z.infer<typeof AuditLogPage>
