import {
  PERMISSION_IDENTIFIERS,
  type PermissionIdentifier,
  type PriceType,
} from '@sitewerk/contracts'
import { inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { permissionService, permissions, services } from '../db/schema/index.ts'

interface CatalogueEntry {
  identifier: string
  title: string
  featureList: string[]
  price: number
  priceType: PriceType
  trialDays: number
  permissions: PermissionIdentifier[]
}

const BUSINESS_FEATURES = [
  'Eigene Domains',
  'Eigene Schriften hochladen',
  'Beliebig viele Websites',
  'Formulare',
]

/** The default catalogue (decision 029). Titles and features are the operator's text, not i18n. */
export const DEFAULT_CATALOGUE: CatalogueEntry[] = [
  {
    identifier: 'starter',
    title: 'Starter',
    featureList: ['Eine Website', 'Adresse unter der Sitewerk-Subdomain', 'Formulare'],
    price: 0,
    priceType: 'monthly',
    trialDays: 0,
    permissions: [],
  },
  {
    identifier: 'business',
    title: 'Business',
    featureList: BUSINESS_FEATURES,
    price: 1900,
    priceType: 'monthly',
    trialDays: 14,
    permissions: ['custom_domains', 'own_fonts', 'multiple_sites'],
  },
  {
    identifier: 'business-yearly',
    title: 'Business jährlich',
    featureList: [...BUSINESS_FEATURES, 'Zwei Monate gratis gegenüber monatlich'],
    price: 19000,
    priceType: 'yearly',
    trialDays: 0,
    permissions: ['custom_domains', 'own_fonts', 'multiple_sites'],
  },
  {
    identifier: 'extra-website',
    title: 'Zusätzliche Website',
    featureList: ['Eine weitere Website je Einheit'],
    price: 500,
    priceType: 'per_unit',
    trialDays: 0,
    permissions: ['multiple_sites'],
  },
  {
    identifier: 'setup',
    title: 'Einrichtung durch uns',
    featureList: ['Wir richten deine Website ein', 'Einmalig, kein Abonnement'],
    price: 24900,
    priceType: 'once',
    trialDays: 0,
    permissions: [],
  },
]

/**
 * At every start: a row per permission the server enforces (owned by the code), and the default
 * catalogue when there is no service at all, so the operator's edits are kept. Safe when two
 * processes start at once. Only missing permissions are inserted: an insert that skips every row
 * still draws an id for each, a write that cost about half a second of a PGlite start (issue #18).
 */
export async function seedCatalogue({ db }: Database) {
  const known = new Set(
    (await db.select({ identifier: permissions.identifier }).from(permissions)).map(
      (row) => row.identifier,
    ),
  )
  const missing = PERMISSION_IDENTIFIERS.filter((identifier) => !known.has(identifier))
  if (missing.length)
    await db
      .insert(permissions)
      .values(missing.map((identifier) => ({ identifier })))
      .onConflictDoNothing({ target: permissions.identifier })
  if ((await db.$count(services)) > 0) return
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(services)
      .values(
        DEFAULT_CATALOGUE.map(({ permissions: _granted, ...entry }, position) => ({
          ...entry,
          position,
        })),
      )
      .onConflictDoNothing({ target: services.identifier })
      .returning()
    const permissionRows = await tx
      .select()
      .from(permissions)
      .where(inArray(permissions.identifier, [...PERMISSION_IDENTIFIERS]))
    const links = rows.flatMap((row) =>
      (DEFAULT_CATALOGUE.find((e) => e.identifier === row.identifier)?.permissions ?? []).map(
        (identifier) => ({
          serviceId: row.id,
          permissionId: permissionRows.find((p) => p.identifier === identifier)!.id,
        }),
      ),
    )
    if (links.length) await tx.insert(permissionService).values(links)
  })
}
