import { z } from 'zod'
import { DbDateTime, Id, Text } from '../primitives.ts'

/**
 * The organisation's settings (issue #16, spec §2 /backend/organization/settings): its title,
 * logo and icon, its location (country, time zone, language of mails, currency) and addresses,
 * one of which is the billing address.
 */

/** ISO 3166-1 alpha-2 codes of the countries an organisation or address may be in. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
  'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
  'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
  'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ')
const COUNTRY_SET = new Set(COUNTRY_CODES)
export const CountryCode = z
  .string()
  .refine((code) => COUNTRY_SET.has(code), { message: 'country' })

/** The currencies prices and invoices may be shown in (ISO 4217). */
export const CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD', 'PLN', 'CZK', 'DKK', 'SEK', 'NOK'] as const
export type Currency = (typeof CURRENCIES)[number]

/** The languages mails to the organisation and its visitors may be written in. */
export const MAIL_LOCALES = ['de', 'en'] as const

/** Whether `value` is an IANA time zone this runtime knows ('Europe/Berlin'). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}
export const TimeZone = z.string().refine(isTimeZone, { message: 'time_zone' })

/** PUT organization/location. */
export const OrganizationLocation = z.object({
  country: CountryCode,
  time_zone: TimeZone,
  mail_locale: z.enum(MAIL_LOCALES),
  currency: z.enum(CURRENCIES),
})
export type OrganizationLocation = z.infer<typeof OrganizationLocation>

/** spec §3 Address. */
export const Address = z.object({
  id: Id,
  name: z.string(),
  street: z.string(),
  housenumber: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  addressable_id: Id,
  addressable_type: z.literal('organization'),
  /** This address is the organisation's billing address. */
  is_billing: z.boolean(),
  updated_at: DbDateTime,
})
export type Address = z.infer<typeof Address>

/** POST organization/addresses, PUT organization/addresses/{id}. */
export const AddressBody = z.object({
  name: Text(255).min(1),
  street: Text(255).min(1),
  housenumber: Text(20).min(1),
  postcode: Text(20).min(1),
  city: Text(255).min(1),
  country: CountryCode,
  /** Make this the billing address (unset it only by choosing another). */
  is_billing: z.boolean().optional(),
})
export type AddressBody = z.infer<typeof AddressBody>

/** GET organization/settings: what the settings' index and location screens show. */
export const OrganizationSettings = z.object({
  id: Id,
  title: z.string(),
  logo_file_id: Id.nullable(),
  icon_file_id: Id.nullable(),
  /** Shown to owners only; null for members. */
  api_key: z.string().nullable(),
  billing_address_id: Id.nullable(),
  location: OrganizationLocation,
})
export type OrganizationSettings = z.infer<typeof OrganizationSettings>

/** PATCH organization/settings: title, logo and icon (files of the organisation's library). */
export const UpdateOrganizationSettingsBody = z.object({
  title: Text(255).min(1).optional(),
  logo_file_id: Id.nullable().optional(),
  icon_file_id: Id.nullable().optional(),
})
export type UpdateOrganizationSettingsBody = z.infer<typeof UpdateOrganizationSettingsBody>
