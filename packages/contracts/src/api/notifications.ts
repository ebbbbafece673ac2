import { z } from 'zod'
import { DbDateTime, Id } from '../primitives.ts'

/** A new entry of one of the organisation's forms. */
export const FormEntryNotificationData = z.object({
  form_id: Id,
  form_title: z.string(),
  site_id: Id,
  /** Null when the form does not store its entries. */
  entry_id: Id.nullable(),
  entry_number: z.number().int().positive().nullable(),
})

/** Something that happened in the organisation, for its members' bell in the back office. */
export const Notification = z.object({
  id: Id,
  kind: z.literal('form-entry'),
  data: FormEntryNotificationData,
  /** Whether the signed-in member has read it. */
  read: z.boolean(),
  created_at: DbDateTime,
})
export type Notification = z.infer<typeof Notification>

/** GET notifications: the newest, and how many the member has not read. */
export const NotificationList = z.object({
  data: z.array(Notification),
  unread: z.number().int().nonnegative(),
})
export type NotificationList = z.infer<typeof NotificationList>

/** POST notifications/read: the given ones, or all when `ids` is left out. */
export const NotificationReadBody = z.strictObject({ ids: z.array(Id).max(100).optional() })
