import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import {
  expect,
  loginWithOrganization,
  siteUrl,
  test,
  verifiedPerson,
  type StorySites,
} from './fixtures'

/*
 * Issue 15 "Done when", end to end: an editor changes a published page while visitors keep seeing
 * the old one; publishes; sends a preview link that opens without a login; restores the earlier
 * version from the history and publishes it; plans a publish a minute ahead and sees it happen.
 */

const SHOTS = process.env.E2E_SCREENSHOTS_DIR

/** A new person with an organisation and a site whose home page has a text block, in the editor. */
async function editorOfNewSite(page: Page, baseURL: string, sites: StorySites) {
  const { person, api } = await verifiedPerson(baseURL, 'Paula Publish')
  const stamp = Date.now().toString(36)
  const organization = await (
    await api.post('/api/organizations', { title: `Backhaus ${stamp}` })
  ).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const identifier = `backhaus-${stamp}`
  const site = await sites.create({ api, headers, body: { title: 'Backhaus', identifier } })
  const created = await api.post(
    '/api/page',
    { site_id: site.id, title: 'Start', url: '', create_article: true },
    headers,
  )
  expect(created.status()).toBe(201)
  await page.setViewportSize({ width: 1440, height: 900 })
  await loginWithOrganization(page, person, organization.id)
  await page.goto(`/?siteId=${site.id}`)
  await expect(page.getByRole('heading', { name: 'Start' })).toBeVisible()
  const outline = page.getByRole('navigation', { name: 'Aufbau der Seite' })
  await outline.getByRole('button', { name: 'Inhalt in „Abschnitt 1“ einfügen' }).click()
  const picker = page.getByRole('dialog', { name: 'Inhalt einfügen' })
  await picker.getByRole('button', { name: 'Text', exact: true }).click()
  await expect(picker).toBeHidden()
  return { site, identifier }
}

async function typeHeadline(page: Page, text: string) {
  await page
    .getByRole('navigation', { name: 'Aufbau der Seite' })
    .getByRole('button', { name: 'Text', exact: true })
    .click()
  await page
    .getByRole('region', { name: 'Text' })
    .getByLabel('Überschrift', { exact: true })
    .fill(text)
  await page.getByRole('button', { name: /Speichern/ }).click()
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled()
}

async function publishNow(page: Page, note?: string) {
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '„Start“ veröffentlichen' })
  if (note) await dialog.getByLabel('Notiz').fill(note)
  await dialog.getByRole('button', { name: 'Jetzt veröffentlichen' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Veröffentlicht', { exact: true }).first()).toBeVisible()
}

/** What a visitor without a login sees on the site's home page now. */
async function visitorSees(browser: Browser, url: string) {
  const context = await browser.newContext()
  const visitor = await context.newPage()
  const res = await visitor.goto(url)
  const text = res?.status() === 200 ? await visitor.locator('main').innerText() : ''
  await context.close()
  return { status: res?.status(), text }
}

test('An editor changes a published page, shares a preview, publishes, and brings an earlier version back', async ({
  page,
  browser,
  baseURL,
  sites,
}) => {
  test.setTimeout(240_000)
  const { identifier } = await editorOfNewSite(page, baseURL!, sites)
  const home = siteUrl(baseURL!, identifier)

  // saved, but not yet published: visitors find nothing
  await typeHeadline(page, 'Frische Brötchen')
  await expect(page.getByText('Nicht veröffentlicht', { exact: true })).toBeVisible()
  expect((await visitorSees(browser, home)).status).toBe(404)
  await publishNow(page, 'Erste Fassung')
  const first = await visitorSees(browser, home)
  expect(first.status).toBe(200)
  expect(first.text).toContain('Frische Brötchen')

  // a change is a draft: visitors keep the published page
  await typeHeadline(page, 'Heute Zimtschnecken')
  await expect(page.getByText(/^Unveröffentlichte Änderungen seit/)).toBeVisible()
  expect((await visitorSees(browser, home)).text).toContain('Frische Brötchen')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/publishing-changed.png` })

  // a preview link opens the draft for someone without a login, marked and kept from search engines
  await page.getByRole('button', { name: 'Weitere Aktionen zur Veröffentlichung' }).click()
  await page.getByRole('menuitem', { name: 'Vorschau-Link kopieren' }).click()
  const linkDialog = page.getByRole('dialog', { name: 'Vorschau-Link' })
  await expect(linkDialog).toBeVisible()
  const link = (await linkDialog.locator('code').textContent())!.trim()
  expect(link).toMatch(/\/_sitewerk\/preview\//)
  await linkDialog.getByRole('button', { name: 'Schließen' }).first().click()
  const client = await browser.newContext()
  const clientPage = await client.newPage()
  const preview = await clientPage.goto(link)
  expect(preview?.status()).toBe(200)
  expect(preview?.headers()['x-robots-tag']).toContain('noindex')
  await expect(clientPage.getByRole('heading', { name: 'Heute Zimtschnecken' })).toBeVisible()
  await expect(clientPage.getByText(/Vorschau/).first()).toBeVisible()
  const broken = await clientPage.goto(link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))
  expect(broken?.status()).toBe(404)
  await client.close()

  // published: visitors get the new page
  await publishNow(page, 'Zimtschnecken')
  expect((await visitorSees(browser, home)).text).toContain('Heute Zimtschnecken')

  // the history: version 1 compared with the draft, restored, and published again
  await page.getByRole('button', { name: 'Weitere Aktionen zur Veröffentlichung' }).click()
  await page.getByRole('menuitem', { name: 'Versionen' }).click()
  const history = page.getByRole('dialog', { name: 'Versionen' })
  const version1 = history.getByRole('listitem', { name: 'Version 1' })
  await expect(version1).toContainText('Erste Fassung')
  await expect(history.getByRole('listitem', { name: 'Version 2' })).toContainText('Live')
  await version1.getByRole('button', { name: 'Mit Entwurf vergleichen' }).click()
  const compare = page.getByRole('dialog', { name: 'Version 1 mit Entwurf vergleichen' })
  await expect(compare.getByText('Geändert').first()).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/publishing-compare.png` })
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .exclude('iframe')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
  await compare.getByRole('button', { name: 'Schließen' }).first().click()
  await expect(compare).toBeHidden()
  await expect(history).toBeVisible()
  await version1.getByRole('button', { name: 'Wiederherstellen' }).click()
  await page
    .getByRole('dialog', { name: 'Version 1 wiederherstellen?' })
    .getByRole('button', { name: 'Wiederherstellen' })
    .click()
  await expect(page.getByText('Version 1 ist jetzt der Entwurf.')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(history).toBeHidden()
  await page
    .getByRole('navigation', { name: 'Aufbau der Seite' })
    .getByRole('button', { name: 'Text', exact: true })
    .click()
  await expect(
    page.getByRole('region', { name: 'Text' }).getByLabel('Überschrift', { exact: true }),
  ).toHaveValue('Frische Brötchen')
  expect((await visitorSees(browser, home)).text).toContain('Heute Zimtschnecken')
  await publishNow(page)
  expect((await visitorSees(browser, home)).text).toContain('Frische Brötchen')
})

/** The next full minute at least 20 s from now, as date and time on a Berlin wall clock. */
function nextMinuteInBerlin() {
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  return {
    at,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  }
}

test('An editor plans a publish a minute ahead and sees it happen', async ({
  page,
  browser,
  baseURL,
  sites,
}) => {
  test.setTimeout(240_000)
  const { identifier } = await editorOfNewSite(page, baseURL!, sites)
  const home = siteUrl(baseURL!, identifier)
  await typeHeadline(page, 'Ab morgen geöffnet')

  const when = nextMinuteInBerlin()
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '„Start“ veröffentlichen' })
  await dialog.getByRole('radio', { name: 'Planen' }).check()
  await dialog.getByLabel('Datum').fill(when.date)
  await dialog.getByLabel('Uhrzeit').fill(when.time)
  await expect(dialog.getByText('Zeitzone: Europe/Berlin')).toBeVisible()
  await dialog.getByRole('button', { name: 'Planen' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/^Veröffentlichung geplant für/)).toBeVisible()
  expect((await visitorSees(browser, home)).status).toBe(404)

  // the job queue publishes it at that minute (it looks every 5 s)
  await expect
    .poll(async () => (await visitorSees(browser, home)).text, {
      timeout: when.at.getTime() - Date.now() + 60_000,
      intervals: [5_000],
    })
    .toContain('Ab morgen geöffnet')
  await page.reload()
  await expect(page.getByText('Veröffentlicht', { exact: true }).first()).toBeVisible()
})
