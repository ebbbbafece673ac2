import type { Site } from '@sitewerk/contracts'
import { useCallback, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { setStoredSiteId, useStoredSiteId } from '../../../lib/site-id-store'
import { useSites } from '../../../api/queries/get-sites'

export const SITE_ID_PARAM = 'siteId'

const parseId = (raw: string | null) => (raw && /^\d+$/.test(raw) ? Number(raw) : null)

/**
 * Which site the site admin (/puronectar) works on: the `siteId` query value (spec §2: the login
 * forwards with it), else the one chosen last, else the organisation's first; each only while it
 * is one of the organisation's sites.
 */
export function chooseSiteId({
  sites,
  queryId,
  storedId,
}: {
  sites: readonly Pick<Site, 'id'>[]
  queryId: number | null
  storedId: number | null
}): number | null {
  const isOwn = (id: number | null): id is number =>
    id !== null && sites.some((site) => site.id === id)
  if (isOwn(queryId)) return queryId
  if (isOwn(storedId)) return storedId
  return sites[0]?.id ?? null
}

export function useCurrentSite() {
  const [params, setParams] = useSearchParams()
  const queryId = parseId(params.get(SITE_ID_PARAM))
  const storedId = useStoredSiteId()
  const sites = useSites()
  const list = sites.data ?? []
  const siteId = sites.data ? chooseSiteId({ sites: list, queryId, storedId }) : null

  // the choice is remembered, so the side navigation (without siteId) stays on this site
  useEffect(() => {
    if (siteId !== null && siteId !== storedId) setStoredSiteId(siteId)
  }, [siteId, storedId])

  /**
   * Another site: remembered; a siteId in the address (which would win) follows the choice, and
   * the login's domain value no longer applies.
   */
  const select = useCallback(
    (id: number) => {
      setStoredSiteId(id)
      if (!params.has(SITE_ID_PARAM)) return
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.set(SITE_ID_PARAM, String(id))
          next.delete('domain')
          return next
        },
        { replace: true },
      )
    },
    [params, setParams],
  )

  return {
    site: list.find((site) => site.id === siteId) ?? null,
    sites: list,
    isLoading: sites.isPending,
    error: sites.error,
    refetch: sites.refetch,
    /** A siteId in the address that is not a site of this organisation. */
    foreignSiteId: queryId !== null && queryId !== siteId && sites.data ? queryId : null,
    select,
  }
}
