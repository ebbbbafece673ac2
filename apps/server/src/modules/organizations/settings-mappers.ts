import {
  toDbDateTime,
  type Address,
  type OrganizationLocation,
  type OrganizationSettings,
} from '@sitewerk/contracts'
import type { OrganizationRow } from './repository.ts'
import type { AddressRow } from './settings-repository.ts'

export const toLocationResponse = (row: OrganizationRow): OrganizationLocation => ({
  country: row.country,
  time_zone: row.timeZone,
  mail_locale: row.mailLocale,
  currency: row.currency as OrganizationLocation['currency'],
})

/** The API key is a secret of the owners (and superusers), as in GET organization/{id}. */
export const toSettingsResponse = (
  row: OrganizationRow,
  { canSeeSecrets }: { canSeeSecrets: boolean },
): OrganizationSettings => ({
  id: row.id,
  title: row.title,
  logo_file_id: row.logoFileId,
  icon_file_id: row.iconFileId,
  api_key: canSeeSecrets ? row.apiKey : null,
  billing_address_id: row.billingAddressId,
  location: toLocationResponse(row),
})

/** spec §3 Address. */
export const toAddressResponse = (row: AddressRow, billingAddressId: number | null): Address => ({
  id: row.id,
  name: row.name,
  street: row.street,
  housenumber: row.housenumber,
  postcode: row.postcode,
  city: row.city,
  country: row.country,
  addressable_id: row.addressableId,
  addressable_type: row.addressableType,
  is_billing: row.id === billingAddressId,
  updated_at: toDbDateTime(row.updatedAt),
})
