import {
  SOCIAL_NETWORK_NAMES,
  SHARE_CROP,
  imageUrl,
  openingHoursLines,
  shareCropUrl,
  type SiteSettings,
} from '@sitewerk/contracts'
import type { RenderSite } from '@sitewerk/renderer'
import type { sites } from '../../db/schema/index.ts'
import { readSiteSettings } from '../sites/index.ts'
import { DEFAULT_ICON_VERSION } from './default-icon.ts'
import { fileFocus, fileVersion } from './media-values.ts'
import type { MediaFileRow, SiteData } from './site-data.ts'

type SiteRow = typeof sites.$inferSelect

/** What a public page shows of its site besides the page: the settings, logo and head data. */
export interface SiteProfile {
  settings: SiteSettings
  /** What templates read as `site`. */
  render: RenderSite
  /** schema.org data of the business behind the site. */
  jsonLd: Record<string, unknown>
  /** The `?v=` of the icon addresses: the favicon's file id, else the default icon's version. */
  iconVersion: string
}

const isVector = (file: MediaFileRow) => file.mimeType === 'image/svg+xml'

/** The media value templates pass to the `image` filter (spec §3 Media input value). */
const toMediaValue = (file: MediaFileRow) => ({
  id: file.id,
  filename: file.filename,
  name: file.name,
  width: file.width ?? 0,
  height: file.height ?? 0,
  size: file.size,
  alt: file.alt,
  version: fileVersion(file),
  ...(fileFocus(file) ? { fileFocus: fileFocus(file) } : {}),
})

/** An image of the site as one absolute address (SVG as a vector, else the pipeline's webp). */
const imageAddress = (siteUrl: string, file: MediaFileRow, width: 320 | 1024) =>
  `${siteUrl}${imageUrl(file.id, isVector(file) ? 1024 : width, 1, 'webp', fileVersion(file))}`

/**
 * The share image of a page: its own, else the site's default (the settings screen's), cut by the
 * image pipeline to SHARE_CROP around the file's focal point (decision 042); null when neither is
 * a bitmap of known size (SVG is no share image), so the caller uses the generated one.
 */
export async function shareImageOf(
  data: SiteData,
  site: SiteRow,
  siteUrl: string,
  pageImageId: number | null,
): Promise<{ url: string; type: string; width: number; height: number } | null> {
  for (const id of [pageImageId, site.seoImageId]) {
    if (id === null) continue
    const file = await data.mediaFile(site, id)
    if (!file || isVector(file) || !file.width || !file.height) continue
    return {
      url: `${siteUrl}${shareCropUrl(file.id, fileVersion(file))}`,
      type: 'image/webp',
      ...SHARE_CROP,
    }
  }
  return null
}

/** Per site row: the profile last made of it, with the address and files it was made with. */
const profiles = new WeakMap<
  SiteRow,
  { siteUrl: string; files: (MediaFileRow | null)[]; profile: Promise<SiteProfile> }
>()

/**
 * The site's settings, logo and schema.org data for its public pages and the editor's preview.
 * Made once per site row (which a change of the site replaces) while its logo and share image
 * files stay the same rows: a render reads no settings again (issue #18).
 */
export async function siteProfile(
  data: SiteData,
  site: SiteRow,
  siteUrl: string,
): Promise<SiteProfile> {
  const files = await Promise.all(
    [site.logoFileId, site.seoImageId].map((id) => (id === null ? null : data.mediaFile(site, id))),
  )
  const last = profiles.get(site)
  if (last?.siteUrl === siteUrl && last.files.every((file, i) => file === files[i]))
    return last.profile
  const profile = makeProfile(data, site, siteUrl)
  profiles.set(site, { siteUrl, files, profile })
  // A failed profile must not stick.
  profile.catch(() => profiles.delete(site))
  return profile
}

async function makeProfile(data: SiteData, site: SiteRow, siteUrl: string): Promise<SiteProfile> {
  const settings = readSiteSettings(site.settings)
  const logo = site.logoFileId === null ? null : await data.mediaFile(site, site.logoFileId)
  const { contact } = settings
  const socialLinks = settings.social.map((link) => ({
    ...link,
    label: SOCIAL_NETWORK_NAMES[link.network],
  }))
  const address = {
    streetAddress: contact.street,
    postalCode: contact.postcode,
    addressLocality: contact.city,
    addressCountry: contact.country,
  }
  const hasAddress = Object.values(address).some(Boolean)
  const image = await shareImageOf(data, site, siteUrl, null)
  const jsonLd = withoutEmpty({
    '@context': 'https://schema.org',
    // A business with a place or hours to visit is a LocalBusiness; anything else an Organization.
    '@type': hasAddress || settings.openingHours.length ? 'LocalBusiness' : 'Organization',
    // one name for the business on every page of the site (decision 036)
    '@id': `${siteUrl}/#organization`,
    name: contact.name || site.title,
    url: `${siteUrl}/`,
    description: site.description,
    logo: logo ? imageAddress(siteUrl, logo, 320) : undefined,
    image: image?.url,
    address: hasAddress ? { '@type': 'PostalAddress', ...address } : undefined,
    telephone: contact.phone,
    email: contact.email,
    vatID: contact.vatId,
    openingHoursSpecification: settings.openingHours.map((rule) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: rule.days,
      opens: rule.opens,
      closes: rule.closes,
    })),
    sameAs: settings.social.map((link) => link.url),
  })
  return {
    settings,
    render: {
      title: site.title,
      description: site.description,
      variables: site.variables,
      settings,
      logo: logo ? toMediaValue(logo) : null,
      opening_hours: openingHoursLines(settings.openingHours, settings.language),
      social_links: socialLinks,
    },
    jsonLd,
    iconVersion: site.faviconFileId === null ? DEFAULT_ICON_VERSION : String(site.faviconFileId),
  }
}

/** Drops empty strings, nulls, undefined and empty lists, so the data says only what is known. */
function withoutEmpty(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length)) continue
    out[key] =
      v && typeof v === 'object' && !Array.isArray(v)
        ? withoutEmpty(v as Record<string, unknown>)
        : v
  }
  return out
}
