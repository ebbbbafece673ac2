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

/** A scheduled publish that failed when it was due (issue #15): its schedule is kept with the reason. */
export const PublishFailedNotificationData = z.object({
  schedule_id: Id,
  site_id: Id,
  /** Null for a publish of the whole site. */
  page_id: Id.nullable(),
  /** The page's or the site's title. */
  title: z.string(),
  error: z.string(),
  /** Who planned the publish; null once that account is deleted. */
  author_id: Id.nullable(),
})

const NotificationFields = {
  id: Id,
  /** Whether the signed-in member has read it. */
  read: z.boolean(),
  created_at: DbDateTime,
}

/** Something that happened in the organisation, for its members' bell in the back office. */
export const Notification = z.discriminatedUnion('kind', [
  z.object({
    ...NotificationFields,
    kind: z.literal('form-entry'),
    data: FormEntryNotificationData,
  }),
  z.object({
    ...NotificationFields,
    kind: z.literal('publish-failed'),
    data: PublishFailedNotificationData,
  }),
])
export type Notification = z.infer<typeof Notification>

/** GET notifications: the newest, and how many the member has not read. */
export const NotificationList = z.object({
  data: z.array(Notification),
  unread: z.number().int().nonnegative(),
})
export type NotificationList = z.infer<typeof NotificationList>

/** POST notifications/read: the given ones, or all when `ids` is left out. */
export const NotificationReadBody = z.strictObject({ ids: z.array(Id).max(100).optional() })
