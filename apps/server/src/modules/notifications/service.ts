import {
  toDbDateTime,
  type FormEntryNotificationData,
  type Notification,
  type NotificationList,
  type PublishFailedNotificationData,
} from '@sitewerk/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { requireOrganization, requireUser, type RequestContext } from '../../lib/request-context.ts'
import type { NotificationsRepository } from './repository.ts'

/** How many the bell shows. */
export const NEWEST_NOTIFICATIONS = 20
/** Older notifications are removed: nobody looks that far back in a bell. */
export const NOTIFICATION_MAX_AGE_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000

export interface NotificationsServiceDeps {
  repo: NotificationsRepository
  clock: Clock
}

/** A submission a form accepted: the form, and its entry when the form stores entries. */
export interface AcceptedSubmission {
  form: { id: number; organizationId: number; siteId: number; title: string }
  entry: { id: number; entryNumber: number } | null
}

/** The back office's bell: what happened in the organisation, read or not per member. */
export function createNotificationsService({ repo, clock }: NotificationsServiceDeps) {
  return {
    async list(ctx: RequestContext): Promise<NotificationList> {
      const user = requireUser(ctx)
      const { id: organizationId } = requireOrganization(ctx)
      const { rows, unread } = await repo.newest({ organizationId }, user.id, NEWEST_NOTIFICATIONS)
      return {
        data: rows.map(
          ({ notification: n, readAt }) =>
            ({
              id: n.id,
              kind: n.kind,
              data: n.data,
              read: readAt !== null,
              created_at: toDbDateTime(n.createdAt),
            }) as Notification,
        ),
        unread,
      }
    },
    async markRead(ctx: RequestContext, ids?: number[]) {
      const user = requireUser(ctx)
      const { id: organizationId } = requireOrganization(ctx)
      await repo.markRead({ organizationId }, user.id, ids, clock.now())
    },
    /** A new entry for the form's organisation; inside the entry's transaction when given. */
    async formEntry({ form, entry }: AcceptedSubmission, tx?: Db) {
      const data: z.infer<typeof FormEntryNotificationData> = {
        form_id: form.id,
        form_title: form.title,
        site_id: form.siteId,
        entry_id: entry?.id ?? null,
        entry_number: entry?.entryNumber ?? null,
      }
      await repo.insert(
        { organizationId: form.organizationId, kind: 'form-entry', data, createdAt: clock.now() },
        tx,
      )
    },
    /** A scheduled publish failed; inside the transaction that keeps its schedule with the reason. */
    async publishFailed(
      organizationId: number,
      data: z.infer<typeof PublishFailedNotificationData>,
      tx?: Db,
    ) {
      await repo.insert(
        { organizationId, kind: 'publish-failed', data, createdAt: clock.now() },
        tx,
      )
    },
    /** Removes notifications older than NOTIFICATION_MAX_AGE_DAYS; for a periodic runner. */
    purgeOldNotifications: (now: Date) =>
      repo.purgeBefore(new Date(now.getTime() - NOTIFICATION_MAX_AGE_DAYS * DAY_MS)),
  }
}
export type NotificationsService = ReturnType<typeof createNotificationsService>
