import { vi } from 'vitest'
import { mailsTo } from './outbox.ts'
import type { Service, Subscription } from '@sitewerk/contracts'
import { organizationUser } from '../db/schema/index.ts'
import { createJobQueue } from '../lib/job-queue.ts'
import { createBilling } from '../modules/billing/billing.ts'
import { createAuditLog } from '../modules/superuser/audit-log.ts'
import { buildTestApp, type TestApp, type TestClient } from './build-test-app.ts'
import { createTestClock } from './clock.ts'
import { createUser, signedInClient } from './factories.ts'
import { createClient } from './build-test-app.ts'
import { authenticate } from './factories.ts'
import { COOKIES } from '@sitewerk/contracts'
import { createSessionStore } from '../modules/auth/session-store.ts'

/** Tuesday 10 March 2026, 09:00 UTC: the test clock's start. */
export const BILLING_START = new Date('2026-03-10T09:00:00Z')
export const DAY_SECONDS = 24 * 60 * 60

export const BANK_ENV = {
  BANK_ACCOUNT_HOLDER: 'Sitewerk GmbH',
  BANK_ACCOUNT_IBAN: 'DE89 3704 0044 0532 0130 00',
  BANK_ACCOUNT_BIC: 'COBADEFFXXX',
}

/**
 * Another server process on the same database that runs billing and no jobs (JOBS_CONCURRENCY
 * 0): its invoices' jobs are run by the test app's worker, which polls every 20 ms.
 */
export function billingProcess(testApp: TestApp, clock: { now(): Date }) {
  const queue = createJobQueue({
    db: testApp.database.db,
    clock,
    log: { info() {}, warn() {}, error() {} },
    concurrency: 0,
    pollMs: 1000,
    leaseMs: 60_000,
    retryBaseMs: 1000,
    retryMaxMs: 1000,
  })
  return createBilling({
    db: testApp.database.db,
    clock,
    queue,
    audit: createAuditLog(testApp.database.db),
    collector: {
      provider: 'invoice',
      collect: () => Promise.reject(new Error('this process runs no jobs')),
    },
  })
}

/** An owner of 'Bäckerei Sonne' on an app with a test clock at BILLING_START and a bank account. */
export async function billingOwner(env: Record<string, string> = {}) {
  const clock = createTestClock(BILLING_START)
  const testApp = await buildTestApp({ clock, env: { JOBS_POLL_MS: '20', ...BANK_ENV, ...env } })
  const owner = await signedInClient(testApp, { name: 'Olga Owner' })
  const organization = (
    await owner.client.post('/api/organizations', { title: 'Bäckerei Sonne' })
  ).json() as { id: number }
  owner.client.useOrganization(organization.id)
  const billing = billingProcess(testApp, clock)
  const subscribe = async (identifier: string, units = 1) => {
    const res = await owner.client.post(`/api/services/${identifier}/subscription`, { units })
    if (res.statusCode !== 201) throw new Error(`subscribe ${res.statusCode} ${res.body}`)
    return res.json() as Subscription
  }
  const invoices = async (client: TestClient = owner.client) =>
    (await client.get('/api/invoices')).json().data as {
      id: number
      number: string
      amount: number
      status: string
      lines: { title: string; units: number; period_start: string; period_end: string | null }[]
    }[]
  const subscription = async (id: number) =>
    ((await owner.client.get('/api/subscriptions')).json() as Subscription[]).find(
      (s) => s.id === id,
    )
  /** A new session at the test clock's time, for tests that move it past the old one's end. */
  const signInAgain = async () => {
    const state = await createSessionStore({ db: testApp.database.db, clock }).create({
      userId: owner.user.id,
      remember: false,
    })
    owner.client.jar.set(COOKIES.session.name, state.token)
    owner.client.jar.set(COOKIES.xsrf.name, state.csrfToken)
  }
  const service = async (identifier: string) =>
    (await owner.client.get(`/api/services/${identifier}`)).json() as Service
  return {
    ...owner,
    testApp,
    clock,
    organization,
    billing,
    subscribe,
    invoices,
    subscription,
    service,
    signInAgain,
  }
}

/** A signed-in member with `role` of the organisation, on a client scoped to it. */
export async function memberOf(testApp: TestApp, organizationId: number, role: 'admin' | 'editor') {
  const user = await createUser(testApp.database, { name: 'Mia Member' })
  await testApp.database.db
    .insert(organizationUser)
    .values({ organizationId, userId: user.id, role })
  const client = createClient(testApp.app, { organizationId })
  await authenticate(testApp.database, client, user)
  return { user, client }
}

/** The signed-in owner of another organisation on the same app, on a client scoped to it. */
export async function otherOwner(testApp: TestApp) {
  const { client } = await signedInClient(testApp, { name: 'Otto Other' })
  const res = await client.post('/api/organizations', { title: 'Metzgerei Mond' })
  client.useOrganization((res.json() as { id: number }).id)
  return client
}

/** The first mail the outbox holds for `to`, once the job worker has sent it. */
export const firstMailTo = (testApp: TestApp, to: string) =>
  vi.waitFor(
    async () => {
      const [first] = await mailsTo(testApp.database, to)
      if (!first) throw new Error(`no mail to ${to} yet`)
      return first
    },
    { timeout: 5000, interval: 20 },
  )

/** A signed-in superuser (the operator). */
export async function superuserClient(testApp: TestApp) {
  const user = await createUser(testApp.database, { superuser: true })
  const client = createClient(testApp.app)
  await authenticate(testApp.database, client, user)
  return client
}
