import type { Site } from '@sitewerk/contracts'
import { createContext, useContext } from 'react'

/** The site the site admin works on, provided by the sites feature's CurrentSiteGate. */
export const CurrentSiteContext = createContext<Site | null>(null)

/** The site of the site admin; only inside CurrentSiteGate. */
export function useCurrentSiteValue(): Site {
  const site = useContext(CurrentSiteContext)
  if (!site) throw new Error('useCurrentSiteValue outside of CurrentSiteGate')
  return site
}
