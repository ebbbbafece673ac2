import { z } from 'zod'
import { DbDateTime, Id, IdParam } from '../primitives.ts'
import { FormEntry } from './forms.ts'

/** What a job of the durable queue (decision 022) delivers for a form's submission. */
export const DELIVERY_KINDS = ['mail-intern', 'mail-extern', 'webhook'] as const
export type DeliveryKind = (typeof DELIVERY_KINDS)[number]

/** queued → running → done; a failed attempt goes back to queued until the last, then failed. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const
export const JobState = z.enum(JOB_STATES)
export type JobState = z.infer<typeof JobState>

/** One mail or webhook call of a submission, with its state, as the back office shows it. */
export const FormDelivery = z.object({
  id: Id,
  form_id: Id,
  form_entry_id: Id.nullable(),
  kind: z.enum(DELIVERY_KINDS),
  /** The mail's recipient or the webhook's address. */
  to: z.string(),
  state: JobState,
  attempts: z.number().int().nonnegative(),
  max_attempts: z.number().int().positive(),
  /** Why the last attempt failed, in words an owner can act on. */
  last_error: z.string().nullable(),
  /** When the next attempt runs (queued) or ran. */
  run_at: DbDateTime,
  finished_at: DbDateTime.nullable(),
  created_at: DbDateTime,
  /**
   * Where a delivered mail went: 'smtp', handed to the mail server; 'outbox', kept in the
   * server's outbox because no SMTP server is set up, so nobody received it. null for webhook
   * calls and for what is not delivered.
   */
  via: z.enum(['smtp', 'outbox']).nullable(),
})
export type FormDelivery = z.infer<typeof FormDelivery>

/** GET forms/{id}/entries/{entryId}: the entry with its mails and webhook calls. */
export const FormEntryDetail = FormEntry.extend({ deliveries: z.array(FormDelivery) })
export type FormEntryDetail = z.infer<typeof FormEntryDetail>

/** GET forms/{id}/deliveries: a form's deliveries, newest first, optionally of one state. */
export const FormDeliveriesQuery = z.object({ state: JobState.optional() })

export const FormDeliveryParams = z.object({ id: IdParam, deliveryId: IdParam })
