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

/**
 * A published page went out without some of its blocks (a missing component, a failed or overrunning
 * template): visitors got the page without them until it is fixed (issue #18). Told once a day per
 * page and set of blocks.
 */
export const PageLostBlocksNotificationData = z.object({
  site_id: Id,
  /** The page's address on the site, without the leading slash ('' is the home page). */
  page_url: z.string(),
  blocks: z.array(
    z.object({
      /** The block (content) that was left out. */
      content_id: Id,
      component_id: Id.nullable(),
      /** What went wrong, as the renderer said it (in English, for the log and support). */
      message: z.string(),
    }),
  ),
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
  z.object({
    ...NotificationFields,
    kind: z.literal('page-lost-blocks'),
    data: PageLostBlocksNotificationData,
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
