import { createHmac, timingSafeEqual } from 'node:crypto'
import { toDbDateTime, type PreviewLink } from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { NotFoundError } from '../../lib/errors.ts'
import type { RequestContext } from '../../lib/request-context.ts'
import { scopeOf } from '../../lib/tenant-scope.ts'
import type { PageRow } from '../pages/mappers.ts'
import type { PublishingRepository } from './repository.ts'

/** Where a site host serves the draft a preview link names. */
export const PREVIEW_PATH = '/_sitewerk/preview/'

type SiteRow = NonNullable<Awaited<ReturnType<PublishingRepository['findSite']>>>

export interface PreviewLinksDeps {
  repo: Pick<PublishingRepository, 'findPage' | 'findSite'>
  /** The page of that id when it belongs to the site (of the host the link was opened on). */
  findPageOfSite: (
    site: { id: number; organizationId: number },
    pageId: number,
  ) => Promise<PageRow | null>
  siteUrlOf: (site: SiteRow) => Promise<string>
  secret: () => Promise<string>
  clock: Clock
  /** How long a link works (PREVIEW_LINK_DAYS). */
  days: number
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url')

/**
 * Signed, expiring links to a page's draft on its site host (issue #15), for people without a
 * login: `base64url(pageId.expiresUnix).signature`, HMAC-SHA256 with a server secret. Nothing is
 * stored: a link cannot be revoked before it expires, so its lifetime is kept short.
 */
export function createPreviewLinks({
  repo,
  findPageOfSite,
  siteUrlOf,
  secret,
  clock,
  days,
}: PreviewLinksDeps) {
  return {
    async create(ctx: RequestContext, pageId: number): Promise<PreviewLink> {
      const scope = scopeOf(ctx)
      const page = await repo.findPage(scope, pageId)
      const site = page && (await repo.findSite(scope, page.siteId))
      if (!page || !site) throw new NotFoundError()
      const expires = Math.floor(clock.now().getTime() / 1000) + days * 24 * 60 * 60
      const payload = Buffer.from(`${page.id}.${expires}`).toString('base64url')
      const token = `${payload}.${sign(await secret(), payload)}`
      return {
        url: `${await siteUrlOf(site)}${PREVIEW_PATH}${token}`,
        expires_at: toDbDateTime(new Date(expires * 1000)),
      }
    },

    /**
     * The page a token names when it is untampered, unexpired and of this site; null otherwise,
     * for every reason alike (the visitor sees the site's usual 404).
     */
    async pageOf(
      token: string,
      site: { id: number; organizationId: number },
    ): Promise<PageRow | null> {
      const [payload, signature, ...rest] = token.split('.')
      if (!payload || !signature || rest.length) return null
      const expected = Buffer.from(sign(await secret(), payload))
      const given = Buffer.from(signature)
      // Compared in constant time, so the answer's timing tells nothing about the signature.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      const match = /^(\d{1,10})\.(\d{1,12})$/.exec(Buffer.from(payload, 'base64url').toString())
      if (!match || Number(match[2]) * 1000 <= clock.now().getTime()) return null
      return findPageOfSite(site, Number(match[1]))
    },
  }
}

export type PreviewLinks = ReturnType<typeof createPreviewLinks>
