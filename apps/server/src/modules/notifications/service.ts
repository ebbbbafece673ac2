import {
  toDbDateTime,
  type FormEntryNotificationData,
  type Notification,
  type NotificationList,
  type PageLostBlocksNotificationData,
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
/** A page that keeps losing the same blocks is told to its organisation once in this time. */
export const LOST_BLOCKS_REPEAT_MS = DAY_MS
/** How many told pages one process remembers before it asks the database again. */
const LOST_BLOCKS_MEMO_SIZE = 1000

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
  /** Pages told recently by this process, so a broken page's every visit does not ask the database. */
  const toldLostBlocks = new Map<string, number>()
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
    /**
     * A published page went out without some blocks: its organisation's members are told, once per
     * page and set of blocks in LOST_BLOCKS_REPEAT_MS (across processes: the database decides).
     */
    async pageLostBlocks(
      organizationId: number,
      data: z.infer<typeof PageLostBlocksNotificationData>,
    ) {
      const now = clock.now()
      const ids = data.blocks.map((b) => b.content_id).sort((a, b) => a - b)
      const key = `${organizationId}:${data.site_id}:${data.page_url}:${ids.join(',')}`
      const told = toldLostBlocks.get(key)
      if (told !== undefined && now.getTime() - told < LOST_BLOCKS_REPEAT_MS) return false
      if (toldLostBlocks.size >= LOST_BLOCKS_MEMO_SIZE) toldLostBlocks.clear()
      toldLostBlocks.set(key, now.getTime())
      const same = {
        site_id: data.site_id,
        page_url: data.page_url,
        blocks: ids.map((id) => ({ content_id: id })),
      }
      const since = new Date(now.getTime() - LOST_BLOCKS_REPEAT_MS)
      if (await repo.existsSince({ organizationId }, 'page-lost-blocks', same, since)) return false
      await repo.insert({ organizationId, kind: 'page-lost-blocks', data, createdAt: now })
      return true
    },
    /** Removes notifications older than NOTIFICATION_MAX_AGE_DAYS; for a periodic runner. */
    purgeOldNotifications: (now: Date) =>
      repo.purgeBefore(new Date(now.getTime() - NOTIFICATION_MAX_AGE_DAYS * DAY_MS)),
  }
}
export type NotificationsService = ReturnType<typeof createNotificationsService>
