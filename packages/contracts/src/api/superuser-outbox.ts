import { z } from 'zod'
import { DbDateTime, Id } from '../primitives.ts'
import { PageNumber, paged, Search } from './superuser.ts'

/**
 * The operator's outbox (issue #17): the mails the installation kept, searched and sent again.
 * GET superuser/outbox: mails whose recipient or subject contains `search` (taken literally),
 * newest first.
 */
export const SuperuserOutboxQuery = z.object({ search: Search, page: PageNumber })
export type SuperuserOutboxQuery = z.infer<typeof SuperuserOutboxQuery>

/** A mail of the list: who, what, when; GET superuser/outbox/{id} has its text and HTML. */
export const SuperuserOutboxItem = z.object({
  id: Id,
  to: z.string(),
  subject: z.string(),
  created_at: DbDateTime,
})
export type SuperuserOutboxItem = z.infer<typeof SuperuserOutboxItem>

export const SuperuserOutboxPage = paged(SuperuserOutboxItem)
export type SuperuserOutboxPage = z.infer<typeof SuperuserOutboxPage>

/** GET superuser/outbox/{id}: the mail as it was sent; `html` is the sender's, shown sandboxed. */
export const SuperuserOutboxMail = SuperuserOutboxItem.extend({
  text: z.string(),
  html: z.string(),
})
export type SuperuserOutboxMail = z.infer<typeof SuperuserOutboxMail>

/** POST superuser/outbox/{id}/resend: the mail went out again (over SMTP, or as a new outbox mail). */
export const ResendMailResponse = z.object({ sent: z.literal(true) })
