import { Id } from '@sitewerk/contracts'
import { z } from 'zod'
import type { HostCache } from './host-cache.ts'
import type { PageCache } from './page-cache.ts'
import type { SiteData } from './site-data.ts'

/**
 * What makes the public caches of every server process out of date (decision 035). Ids only: a
 * process drops what an event names and reads it again from the database when it is asked.
 */
export const CacheEvent = z.discriminatedUnion('type', [
  /** Published, unpublished, deleted, or changed at once (settings, domains, forms). */
  z.object({ type: z.literal('site-changed'), siteId: Id }),
  /** Platform components show on every site: every page goes. */
  z.object({ type: z.literal('component-changed'), componentId: Id }),
  /** A theme or colour set of the organisation; blocks wear them across its sites. */
  z.object({ type: z.literal('theme-changed'), organizationId: Id }),
  /** Suspended or unsuspended: remembered with each host of its sites (decision 032). */
  z.object({ type: z.literal('suspension-changed'), organizationId: Id }),
  /**
   * A media file's content was replaced or its focal point moved (decision 042): the image
   * pipeline forgets it; its organisation's sites are named by `site-changed` events of their own.
   */
  z.object({ type: z.literal('media-changed'), fileId: Id }),
])
export type CacheEvent = z.infer<typeof CacheEvent>

export interface PublicCaches {
  pages: Pick<PageCache, 'invalidateSite' | 'clear'>
  siteData: Pick<SiteData, 'invalidateSite' | 'clear'>
  hosts: Pick<HostCache, 'invalidateSite' | 'clear'>
}

/** Drops every public cache of this process. */
export function clearPublicCaches({ pages, siteData, hosts }: PublicCaches) {
  pages.clear()
  siteData.clear()
  hosts.clear()
}

/** What an event drops in this process. */
export function applyCacheEvent(caches: PublicCaches, event: CacheEvent) {
  switch (event.type) {
    case 'site-changed':
      caches.pages.invalidateSite(event.siteId)
      caches.siteData.invalidateSite(event.siteId)
      caches.hosts.invalidateSite(event.siteId)
      return
    case 'component-changed':
    case 'theme-changed':
      // Which sites wear them would cost a query per event; edits of these are rare.
      return clearPublicCaches(caches)
    case 'suspension-changed':
      // The pages stay: a suspended site's host answers the neutral page before the cache.
      return caches.hosts.clear()
    case 'media-changed':
      // Not a public cache: the image pipeline listens for it (app.ts).
      return
  }
}
