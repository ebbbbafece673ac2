import type { Db } from '../../db/client.ts'
import { createRedirectsRepository } from './repository.ts'

/** A published page's address before and after a publish (page addresses: no leading slash). */
export interface PageMove {
  from: string
  to: string
}

/**
 * What a publish does to the site's redirects, in its transaction (decision 036): a page now
 * published at an address removes the redirect away from it (the page wins); an address a page
 * left, and that no published page took, answers 301 to the page's new one; redirects that
 * pointed at the old address point at the new one, so no chain builds up.
 */
export async function followPublishedMoves(
  tx: Db,
  {
    organizationId,
    siteId,
    pageUrls,
    publishedUrls,
    moves,
    now,
  }: {
    organizationId: number
    siteId: number
    /** The addresses of the pages this publish wrote. */
    pageUrls: string[]
    /** Every address the site's published pages have after it. */
    publishedUrls: ReadonlySet<string>
    moves: PageMove[]
    now: Date
  },
) {
  const repo = createRedirectsRepository(tx)
  await repo.deleteFrom(siteId, pageUrls)
  // the not-found page '404' is no address anybody links to
  const left = moves.filter((m) => !publishedUrls.has(m.from) && m.from !== '404')
  for (const move of left) {
    const to = `/${move.to}`
    await repo.leave({ organizationId, siteId, from: move.from, to, now })
    // cannot end on itself: a redirect away from the new address was removed above
    await repo.repoint({ siteId, from: `/${move.from}`, to, now })
  }
}
