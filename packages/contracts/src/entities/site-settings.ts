import { z } from 'zod'
import { Email, Id, Text } from '../primitives.ts'

/** The days of a week in schema.org's order of `DayOfWeek` names, Monday first. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export const Weekday = z.enum(WEEKDAYS)
export type Weekday = z.infer<typeof Weekday>

/** A time of day as a person types it in a time input: 'HH:MM', 00:00 to 24:00. */
export const TimeOfDay = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'time')

/** One rule of the opening hours: these days, from opens to closes (schema.org OpeningHoursSpecification). */
export const OpeningHoursRule = z.object({
  days: z.array(Weekday).min(1).max(7),
  opens: TimeOfDay,
  closes: TimeOfDay,
})
export type OpeningHoursRule = z.infer<typeof OpeningHoursRule>

/** Networks a social link may point to; 'website' for anything else. */
export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'linkedin',
  'youtube',
  'tiktok',
  'x',
  'mastodon',
  'pinterest',
  'xing',
  'website',
] as const
export const SocialNetwork = z.enum(SOCIAL_NETWORKS)
/** How a network is named to visitors and in the settings screen (brand names, not translated). */
export const SOCIAL_NETWORK_NAMES: Record<z.infer<typeof SocialNetwork>, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
  mastodon: 'Mastodon',
  pinterest: 'Pinterest',
  xing: 'XING',
  website: 'Website',
}

/** The hosts of each network, without 'www.'; a subdomain counts (m.facebook.com). */
const SOCIAL_HOSTS: [z.infer<typeof SocialNetwork>, string[]][] = [
  ['facebook', ['facebook.com', 'fb.com', 'fb.me']],
  ['instagram', ['instagram.com', 'instagr.am']],
  ['linkedin', ['linkedin.com', 'lnkd.in']],
  ['x', ['x.com', 'twitter.com']],
  ['youtube', ['youtube.com', 'youtu.be']],
  ['tiktok', ['tiktok.com']],
  ['xing', ['xing.com']],
  ['pinterest', ['pinterest.com', 'pinterest.de', 'pinterest.at', 'pinterest.ch', 'pin.it']],
]

/**
 * The network an address belongs to, read from its host ('https://www.facebook.com/sonne' is
 * facebook); undefined when the host says nothing, as with a Mastodon instance or an own site.
 * An address typed without 'https://' is read too.
 */
export function socialNetworkOf(url: string): z.infer<typeof SocialNetwork> | undefined {
  const text = url.trim()
  let host: string
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`).hostname
  } catch {
    return undefined
  }
  const name = host.toLowerCase().replace(/\.$/, '')
  return SOCIAL_HOSTS.find(([, hosts]) =>
    hosts.some((h) => name === h || name.endsWith(`.${h}`)),
  )?.[0]
}

/** An absolute http(s) address. */
export const WebAddress = Text(500).pipe(z.url({ protocol: /^https?$/ }))

export const SocialLink = z.object({ network: SocialNetwork, url: WebAddress })
export type SocialLink = z.infer<typeof SocialLink>

/** Who runs the site, as the footer, the legal pages and search engines show it. */
export const SiteContact = z.object({
  /** The business's name; the site title when empty. */
  name: Text(200).optional(),
  /** Who is legally responsible (Impressum: 'Vertreten durch'). */
  representative: Text(200).optional(),
  street: Text(200).optional(),
  postcode: Text(20).optional(),
  city: Text(100).optional(),
  country: Text(100).optional(),
  phone: Text(50).optional(),
  email: z.union([Email, z.literal('')]).optional(),
  /** Impressum: register court and number, VAT id, as free lines. */
  register: Text(500).optional(),
  vatId: Text(50).optional(),
})
export type SiteContact = z.infer<typeof SiteContact>

export const SITE_LANGUAGES = ['de', 'en'] as const
export const SiteLanguage = z.enum(SITE_LANGUAGES)

/**
 * The owner's site settings (`sites.settings`): what components and legal pages read as
 * `site.settings` in Liquid. Site variables stay for what a designer adds.
 */
export const SiteSettings = z.object({
  contact: SiteContact.default({}),
  openingHours: z.array(OpeningHoursRule).max(21).default([]),
  /** A free line under the hours, e.g. 'An Feiertagen geschlossen'. */
  openingHoursNote: Text(300).optional(),
  social: z.array(SocialLink).max(20).default([]),
  /** The language of the public pages (`<html lang>`). */
  language: SiteLanguage.default('de'),
})
export type SiteSettings = z.infer<typeof SiteSettings>

/**
 * GET and PUT sites/{id}/settings: the settings, and the site's images the settings screen
 * chooses (the header's logo, the favicon's source, the default share image). Every image must be
 * one of the organisation's own media files.
 */
export const SiteSettingsBody = z.strictObject({
  settings: SiteSettings,
  logo_file_id: Id.nullable(),
  favicon_file_id: Id.nullable(),
  seo_image_id: Id.nullable(),
})
export type SiteSettingsBody = z.input<typeof SiteSettingsBody>
export const SiteSettingsResponse = z.object({
  settings: SiteSettings,
  logo_file_id: Id.nullable(),
  favicon_file_id: Id.nullable(),
  seo_image_id: Id.nullable(),
})
export type SiteSettingsResponse = z.infer<typeof SiteSettingsResponse>

/** Short day names, Monday first, as a footer shows them ('Mo–Fr'). */
const DAY_NAMES: Record<z.infer<typeof SiteLanguage>, readonly string[]> = {
  de: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
}

/** One line of opening hours as visitors read it: `{ days: 'Mo–Fr', hours: '08:00–18:00' }`. */
export interface OpeningHoursLine {
  days: string
  hours: string
}

/**
 * The rules as lines a person reads: days with the same times share a line, runs of three or
 * more days are written as a range ('Mo–Fr'), two days or gaps with commas ('Sa, So', 'Mo, Mi');
 * a day open twice (a lunch break) shows both times on its line. Lines follow the week.
 */
export function openingHoursLines(
  rules: readonly OpeningHoursRule[],
  language: z.infer<typeof SiteLanguage> = 'de',
): OpeningHoursLine[] {
  const names = DAY_NAMES[language]
  const timesOfDay = WEEKDAYS.map((day) =>
    rules
      .filter((rule) => rule.days.includes(day))
      .map((rule) => `${rule.opens}–${rule.closes}`)
      .filter((range, index, all) => all.indexOf(range) === index)
      .sort()
      .join(', '),
  )
  const groups = new Map<string, number[]>()
  timesOfDay.forEach((hours, day) => {
    if (hours) groups.set(hours, [...(groups.get(hours) ?? []), day])
  })
  return [...groups.entries()].map(([hours, days]) => ({ days: dayRuns(days, names), hours }))
}

function dayRuns(days: number[], names: readonly string[]): string {
  const runs: number[][] = []
  for (const day of days) {
    const run = runs.at(-1)
    if (run && run.at(-1) === day - 1) run.push(day)
    else runs.push([day])
  }
  return runs
    .map((run) =>
      run.length >= 3
        ? `${names[run[0]!]}–${names[run.at(-1)!]}`
        : run.map((day) => names[day]).join(', '),
    )
    .join(', ')
}
