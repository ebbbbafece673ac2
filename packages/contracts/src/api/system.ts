import { z } from 'zod'
import { LOCALES } from '../constants.ts'
import { Id, Text } from '../primitives.ts'

/** GET builds/latest.json (spec §7): what the client compares with its own build id. */
export const BuildInfo = z.object({ id: z.string(), builtAt: z.string() })
export type BuildInfo = z.infer<typeof BuildInfo>

export const LocaleParams = z.object({ locale: z.enum(LOCALES) })

/** A mail held in the outbox when no SMTP server is configured. */
export const OutboxMail = z.object({
  id: Id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
})
export type OutboxMail = z.infer<typeof OutboxMail>

/** GET superuser/mails: `to` keeps only the mails to that address. */
export const OutboxQuery = z.object({ to: Text(255).toLowerCase().optional() })
export type OutboxQuery = z.input<typeof OutboxQuery>
