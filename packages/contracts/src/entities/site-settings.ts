import { z } from 'zod'
import { Email, Text } from '../primitives.ts'

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
