import type {
  SuperuserOrganizationDetail,
  SuperuserUser,
  SuperuserUserDetail,
} from '@sitewerk/contracts'
import { buildUser } from './fixtures'
import { mockUser } from './render-app'

/** The operator signed in: superuser 1, without an organisation. */
export const mockOperator = () => mockUser(buildUser({ superuser: true }))

export function buildConsoleUser(
  overrides: Partial<SuperuserUserDetail> = {},
): SuperuserUserDetail {
  return {
    id: 42,
    name: 'Anna "50%_Rabatt" O’Neil',
    email: 'anna@example.test',
    email_verified_at: null,
    superuser: false,
    disabled_at: null,
    created_at: '2026-03-02 09:30:00',
    organizations: [{ id: 7, title: 'Bäckerei Sonne', role: 'owner' }],
    sessions: [
      {
        id: 'a1b2c3d4e5f6',
        created_at: '2026-11-20 08:00:00',
        last_seen_at: '2026-11-24 12:00:00',
        expires_at: '2026-12-20 08:00:00',
        remember: true,
        current: false,
      },
    ],
    ...overrides,
  }
}

export const listed = ({ organizations: _o, sessions: _s, ...user }: SuperuserUserDetail) =>
  user satisfies SuperuserUser

export function buildConsoleOrganization(
  overrides: Partial<SuperuserOrganizationDetail> = {},
): SuperuserOrganizationDetail {
  return {
    id: 7,
    title: 'Bäckerei Sonne',
    member_count: 1,
    site_count: 1,
    suspended_at: null,
    suspended_reason: null,
    created_at: '2026-03-02 09:30:00',
    members: [{ id: 42, name: 'Anna Muster', email: 'anna@example.test', role: 'owner' }],
    sites: [
      {
        id: 5,
        title: 'Sonne',
        identifier: 'sonne',
        domains: [
          {
            id: 9,
            domain: 'baeckerei-sonne.example',
            primary: true,
            forward_key: false,
            verified_at: null,
          },
        ],
      },
    ],
    subscriptions: [
      {
        id: 3,
        service_id: 2,
        service_title: 'Business',
        units: 2,
        created_at: '2026-10-01 00:00:00',
        deleted_at: null,
        current_period_end: '2026-12-01 00:00:00',
      },
    ],
    invoices: [
      {
        id: 11,
        number: 'SW-2026-0007',
        status: 'paid',
        provider: 'invoice',
        currency: 'EUR',
        amount: 3800,
        due_at: '2026-11-15 00:00:00',
        paid_at: '2026-11-03 00:00:00',
        created_at: '2026-11-01 00:00:00',
      },
    ],
    storage_bytes: 1_536_000,
    ...overrides,
  }
}
