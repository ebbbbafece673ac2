// What the visual editor costs a person who opens it with an empty cache (issue #18: ≤ 600 KB over
// the wire), and what opening it again downloads (no asset). A new user signs in through the API,
// creates an organisation, a site (with the starter components) and a page with an article, then
// opens that page in the editor in Chromium. Counts every response's bytes as they came over the
// wire (compressed as the server sent them, headers included). `npm run bench:editor-load`; needs
// `npm run build` first.
import { chromium } from '@playwright/test'
import { ensureServerBuilt, ensureWebBuilt } from './lib.mjs'
import { recordNetwork, startServer, summarize } from './measure-lib.mjs'

const AIM_KB = 600
const USER = { name: 'Wiegand Waage', email: 'weight@sitewerk.test', password: 'weight-password-1' }

/** The user's organisation, site and page, made as the back office would make them. */
async function seedThroughApi(request) {
  await request.get('/api/sanctum/csrf-cookie')
  const token = async () =>
    decodeURIComponent(
      (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    )
  const post = async (url, data, headers = {}) => {
    const res = await request.post(url, {
      data,
      headers: { 'x-xsrf-token': await token(), accept: 'application/json', ...headers },
    })
    if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`)
    return res.json()
  }
  await post('/api/login', { email: USER.email, password: USER.password })
  const organization = await post('/api/organizations', { title: 'Waage GmbH' })
  const headers = { 'x-organization-id': String(organization.id) }
  const site = await post('/api/sites', { title: 'Waage', identifier: 'waage' }, headers)
  const page = { site_id: site.id, title: 'Start', url: '', create_article: true }
  await post('/api/page', page, headers)
  return { organizationId: organization.id, siteId: site.id }
}

ensureWebBuilt()
ensureServerBuilt()
const server = await startServer({ user: USER })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
})
try {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1440, height: 900 },
    locale: 'de-DE',
  })
  const { organizationId, siteId } = await seedThroughApi(context.request)
  await context.addInitScript(
    (id) => localStorage.setItem('sitewerk.organization_id', String(id)),
    organizationId,
  )
  const page = await context.newPage()
  const open = async () => {
    const network = await recordNetwork(page)
    await page.goto(`/?siteId=${siteId}`)
    await page.getByRole('navigation', { name: 'Aufbau der Seite' }).waitFor()
    await page.getByRole('heading', { name: 'Start' }).waitFor()
    await page.waitForLoadState('networkidle')
    return network.stop()
  }

  const cold = await open()
  const rows = summarize(cold)
  const total = rows.reduce((sum, row) => sum + row.kb, 0)
  console.log(
    `\nEditor of a page, cold cache: ${cold.length} requests, ${total.toFixed(1)} KB over the wire (aim ≤ ${AIM_KB} KB)`,
  )
  for (const row of rows)
    console.log(
      `  ${row.kind.padEnd(5)} ${String(row.requests).padStart(3)} requests ${row.kb.toFixed(1).padStart(7)} KB`,
    )
  const largest = [...cold].sort((a, b) => b.bytes - a.bytes).slice(0, 8)
  for (const r of largest)
    console.log(`  ${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(r.url).pathname}`)

  const again = await open()
  const assets = again.filter((r) => new URL(r.url).pathname.startsWith('/assets/'))
  const downloaded = assets.filter((r) => r.bytes > 0)
  const rest = again.filter((r) => !assets.includes(r))
  const restKb = rest.reduce((sum, r) => sum + r.bytes, 0) / 1024
  console.log(
    `Opened again: ${downloaded.length} of ${assets.length} assets downloaded again (aim 0); ` +
      `${rest.length} other requests, ${restKb.toFixed(1)} KB (the page's data, the API)`,
  )
  console.log(
    `Aims ${total <= AIM_KB && downloaded.length === 0 ? 'met' : 'missed'}: ≤ ${AIM_KB} KB, nothing downloaded again`,
  )
} finally {
  await browser.close()
  await server.stop()
}
