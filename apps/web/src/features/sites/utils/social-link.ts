import { socialNetworkOf, type SocialLink } from '@sitewerk/contracts'

/** What a new social link starts as, before its address says which network it is. */
export const NEW_SOCIAL_LINK: SocialLink = { network: 'website', url: '' }

/**
 * The link with a new address (issue 34, item 6): the network the address names; for an address
 * that names none (a Mastodon instance, an own site) the network chosen in the select stays,
 * unless it was only read from the address before, which no longer says it.
 */
export function withAddress(link: SocialLink, url: string): SocialLink {
  const named = socialNetworkOf(url)
  if (named) return { network: named, url }
  const wasRead = link.network === socialNetworkOf(link.url)
  return { network: wasRead ? NEW_SOCIAL_LINK.network : link.network, url }
}
