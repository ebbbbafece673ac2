import type { Organization, User } from '@sitewerk/contracts'

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    email_verified_at: '2026-01-01 10:00:00',
    created_at: '2026-01-01 10:00:00',
    updated_at: '2026-01-01 10:00:00',
    superuser: false,
    organizations: [],
    ...overrides,
  }
}

export function buildOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 7,
    title: 'Musterfirma GmbH',
    logo_file_id: null,
    icon_file_id: null,
    stripe_customer_id: null,
    api_key: null,
    billing_address_id: null,
    backend_colorset_id: null,
    services: [],
    logo: null,
    icon: null,
    themes: [],
    backend_colorset: null,
    billing_address: null,
    role: 'owner',
    ...overrides,
  }
}
