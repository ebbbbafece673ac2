import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  request as playwrightRequest,
  test as base,
  type APIRequestContext,
  type Page,
} from '@playwright/test'
import { randomBytes } from 'node:crypto'

export const SUPERUSER = {
  email: process.env.E2E_SUPERUSER_EMAIL ?? 'super@e2e.test',
  password: process.env.E2E_SUPERUSER_PASSWORD ?? 'e2e-superuser-password',
}

export interface Person {
  name: string
  email: string
  password: string
}

/** A new person with an address no other test uses. */
export function newPerson(name = 'Erika Muster'): Person {
  return {
    name,
    email: `erika-${randomBytes(4).toString('hex')}@e2e.test`,
    password: 'sicheres-passwort-1',
  }
}

/** An API client that behaves like the SPA: CSRF cookie first, token echoed as a header. */
export async function apiClient(baseURL: string) {
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { accept: 'application/json' },
  })
  await context.get('/api/sanctum/csrf-cookie')
  const token = async () => {
    const { cookies } = await context.storageState()
    return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  }
  const send = async (
    method: 'post' | 'patch' | 'delete',
    url: string,
    data: unknown,
    headers: Record<string, string> = {},
  ) => context[method](url, { data, headers: { 'x-xsrf-token': await token(), ...headers } })
  return {
    context,
    token,
    post: (url: string, data: unknown = {}, headers?: Record<string, string>) =>
      send('post', url, data, headers),
    patch: (url: string, data: unknown = {}, headers?: Record<string, string>) =>
      send('patch', url, data, headers),
    delete: (url: string, headers?: Record<string, string>) =>
      send('delete', url, undefined, headers),
    get: (url: string, headers: Record<string, string> = {}) => context.get(url, { headers }),
    login: async (person: Pick<Person, 'email' | 'password'>) => {
      const res = await send('post', '/api/login', {
        email: person.email,
        password: person.password,
      })
      expect(res.status()).toBe(200)
    },
  }
}

/** The newest mail to `to` in the outbox, read as the superuser does. */
export async function latestMailTo(baseURL: string, to: string) {
  const admin = await apiClient(baseURL)
  await admin.login(SUPERUSER)
  let mails: { subject: string; text: string }[] = []
  await expect(async () => {
    const res = await admin.get(`/api/superuser/mails?to=${encodeURIComponent(to)}`)
    mails = await res.json()
    expect(mails.length).toBeGreaterThan(0)
  }).toPass({ timeout: 10_000 })
  await admin.context.dispose()
  return mails[0]!
}

export function linkIn(mail: { text: string }) {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0]
  if (!link) throw new Error(`no link in mail:\n${mail.text}`)
  return link
}

/** Registers and verifies through the API, as a person who did so earlier. */
export async function verifiedPerson(baseURL: string, name?: string) {
  const person = newPerson(name)
  const api = await apiClient(baseURL)
  const res = await api.post('/api/register', { ...person, password_confirmation: person.password })
  expect(res.status()).toBe(201)
  const token = new URL(linkIn(await latestMailTo(baseURL, person.email))).searchParams.get('token')
  expect((await api.post('/api/email/verify', { token })).status()).toBe(200)
  return { person, api }
}

export async function fillLogin(page: Page, person: Pick<Person, 'email' | 'password'>) {
  await page.getByLabel('E-Mail-Adresse').fill(person.email)
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(person.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

/** Logs in through the form and selects the organisation, as after choosing it in the header. */
export async function loginWithOrganization(
  page: Page,
  person: Pick<Person, 'email' | 'password'>,
  organizationId: number,
) {
  await page.goto('/login')
  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\//)
  await page.evaluate(
    (id) => localStorage.setItem('sitewerk.organization_id', String(id)),
    organizationId,
  )
}

/**
 * Publishes the site and every page with unpublished changes, as the signed-in editor of `page`
 * (its request context carries the session): visitors see only what was published (decision 027).
 */
export async function publishSite(
  page: Page,
  { siteId, organizationId }: { siteId: number; organizationId: number },
) {
  const { cookies } = await page.context().storageState()
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  const res = await page.request.post(`/api/sites/${siteId}/publish`, {
    data: {},
    headers: { 'x-xsrf-token': token, 'x-organization-id': String(organizationId) },
  })
  expect(res.status()).toBe(200)
}

/** A full-page screenshot into E2E_SCREENSHOTS_DIR, when it is set (for people to look at). */
export async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}

/** Follows a link of the navigation named `nav` and moves the pointer off it again (hover colours). */
export async function followNavLink(page: Page, nav: string, name: string) {
  await page.getByRole('navigation', { name: nav }).getByRole('link', { name, exact: true }).click()
  await page.mouse.move(0, 0)
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa']

/**
 * WCAG 2 A and AA checks of what the page shows now. A frame sandboxed without scripts cannot
 * take axe's script (axe would wait for it until the test times out): `sandboxedFrames: true`
 * leaves such frames out; their content is not the back office's.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  { sandboxedFrames = false } = {},
) {
  // colours mid-transition (a dialog fading in, a toast sliding) are not what anyone reads: let the
  // finite animations end first; a fast machine otherwise measures them half-way. Two frames
  // first, so that a transition a click just set off has started and is among them.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    )
  })
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  if (sandboxedFrames) axe.options({ iframes: false }).exclude('iframe[sandbox]')
  // with a frame left out, axe also reports page-level best practices (a Mantine dialog's
  // <header> as a second banner); only the WCAG rules asked for count
  const violations = (await axe.analyze()).violations.filter((v) =>
    v.tags.some((tag) => WCAG_TAGS.includes(tag)),
  )
  expect({ where, violations: violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`) }).toEqual({
    where,
    violations: [],
  })
}

export type ApiClient = Awaited<ReturnType<typeof apiClient>>

/** The address of a page of a site on its own host, `{identifier}.localhost` in the stories. */
export function siteUrl(baseURL: string, identifier: string, path = '/') {
  const url = new URL(baseURL)
  url.hostname = `${identifier}.localhost`
  url.pathname = path
  return url.toString()
}

export interface StorySites {
  /** Creates a site as `api` in the organisation of `headers`; it is deleted after the story. */
  create: (args: {
    api: ApiClient
    headers: Record<string, string>
    body: { title: string; identifier?: string }
  }) => Promise<{ id: number; identifier: string; url: string }>
}

export const test = base.extend<{ api: APIRequestContext; sites: StorySites }>({
  // A story's sites go when it ends, passed or failed, so no run leaves their pages served.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs
  sites: async ({}, use) => {
    const created: { api: ApiClient; headers: Record<string, string>; id: number }[] = []
    await use({
      create: async ({ api, headers, body }) => {
        const response = await api.post('/api/sites', body, headers)
        expect(response.status()).toBe(201)
        const site = await response.json()
        created.push({ api, headers, id: site.id })
        return site
      },
    })
    for (const { api, headers, id } of created.reverse()) {
      // 404: the story deleted it itself
      expect([204, 404]).toContain((await api.delete(`/api/sites/${id}`, headers)).status())
    }
  },
})
export { expect }
