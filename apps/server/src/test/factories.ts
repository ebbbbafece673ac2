import { randomBytes } from 'node:crypto'
import type { Database } from '../db/client.ts'
import { components, users } from '../db/schema/index.ts'
import { hashPassword } from '../lib/tokens.ts'
import { COOKIES } from '@sitewerk/contracts'
import { systemClock } from '../lib/clock.ts'
import { createSessionStore } from '../modules/auth/session-store.ts'
import { onTestFinished } from 'vitest'
import {
  createScssCompiler,
  type ScssCompiler,
  type ScssResult,
} from '../modules/components/scss.ts'
import { seedStarterComponents } from '../seed/starter-components.ts'
import { buildTestApp, createClient, type TestApp, type TestClient } from './build-test-app.ts'

export const TEST_PASSWORD = 'correct horse battery'

export async function createUser(
  database: Database,
  {
    name = 'Erika Muster',
    email,
    verified = true,
    superuser = false,
    password = TEST_PASSWORD,
  } = {} as {
    name?: string
    email?: string
    verified?: boolean
    superuser?: boolean
    password?: string
  },
) {
  const [row] = await database.db
    .insert(users)
    .values({
      name,
      email: (email ?? `user-${randomBytes(4).toString('hex')}@example.test`).toLowerCase(),
      passwordHash: await hashPassword(password),
      emailVerifiedAt: verified ? new Date() : null,
      superuser,
    })
    .returning()
  return { ...row!, password }
}

/** Signs the client in through the API, as the SPA does. */
export async function signIn(client: TestClient, user: { email: string; password: string }) {
  const res = await client.post('/api/login', { email: user.email, password: user.password })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  return res
}

/** Signs the client in without the login route (fast; for tests of other modules). */
export async function authenticate(database: Database, client: TestClient, user: { id: number }) {
  const state = await createSessionStore({ db: database.db, clock: systemClock }).create({
    userId: user.id,
    remember: false,
  })
  client.jar.set(COOKIES.session.name, state.token)
  client.jar.set(COOKIES.xsrf.name, state.csrfToken)
}

/** A verified user signed in on a fresh client. */
export async function signedInClient(
  testApp: TestApp,
  options: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(testApp.database, options)
  const client = createClient(testApp.app)
  await authenticate(testApp.database, client, user)
  return { user, client }
}

/** A component in the database; platform-wide unless an organisation is given. */
export async function createComponent(
  database: Database,
  values: Partial<typeof components.$inferInsert> & { key: string },
) {
  const [row] = await database.db
    .insert(components)
    .values({ namespace: 'module', title: values.key, template: '<p>{{ text }}</p>', ...values })
    .returning()
  return row!
}

/** A signed-in owner of a new organisation with one site, the client scoped to that organisation. */
export async function siteOwner(testApp: TestApp, title = 'Bäckerei Sonne') {
  const { client, user } = await signedInClient(testApp)
  const organization = (await client.post('/api/organizations', { title })).json() as { id: number }
  client.useOrganization(organization.id)
  const site = (await client.post('/api/sites', { title })).json() as {
    id: number
    identifier: string
  }
  return { client, user, organization, site }
}

/** A page created with its first article and section (spec §4), and that article from the tree. */
export async function pageWithArticle(client: TestClient, siteId: number, url = '') {
  const page = (
    await client.post('/api/page', { site_id: siteId, title: 'Start', url, create_article: true })
  ).json()
  const article = (await client.get(`/api/page/${page.id}`)).json().articles[0]
  return { page, article }
}

/** A valid colour set body: light text on black. */
export const NIGHT_COLORSET = {
  title: 'Nacht',
  highlight_color: '#ffcc00',
  secondary_color: '#333333',
  text_color: '#ffffff',
  background_color: '#000000',
}

/**
 * The starters' compiled SCSS, kept for the worker's later tests (its files share this module,
 * decision 046): the sources are the same in every test, and compiling them again took most of a
 * test's set-up (1.5 of about 2 s).
 */
const starterCss = new Map<string, Promise<ScssResult>>()

/** A fresh app with the starter library, as main.ts seeds it at start. */
export async function appWithStarters(): Promise<TestApp> {
  const testApp = await buildTestApp()
  const scss = createScssCompiler()
  onTestFinished(() => scss.close())
  const remembering: ScssCompiler = {
    ...scss,
    compile(source, scope = null, options) {
      const key = `${scope ?? ''}\0${source}`
      let css = starterCss.get(key)
      if (!css) starterCss.set(key, (css = scss.compile(source, scope, options)))
      return css
    },
  }
  await seedStarterComponents(testApp.database, remembering)
  return testApp
}
