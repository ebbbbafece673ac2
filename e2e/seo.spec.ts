import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  followNavLink,
  loginWithOrganization,
  publishSite,
  shot,
  siteUrl,
  test,
  verifiedPerson,
  type StorySites,
} from './fixtures'

/*
 * Issue #19 part 5 "Search engines", end to end: an editor moves a published page and the old
 * address answers 301; the redirects screen lists it with its visit; the page's search settings
 * preview the result, warn past the usual lengths and keep a page out of search engines.
 */

/** A new person's site with the published pages Start and Angebot, signed in at 1440×900. */
async function editorWithPublishedSite(page: Page, baseURL: string, sites: StorySites) {
  const { person, api } = await verifiedPerson(baseURL, 'Sina Suche')
  const stamp = Date.now().toString(36)
  const organization = await (
    await api.post('/api/organizations', { title: `Mühle ${stamp}` })
  ).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const identifier = `muehle-${stamp}`
  const site = await sites.create({ api, headers, body: { title: 'Mühle', identifier } })
  for (const [title, url] of [
    ['Start', ''],
    ['Angebot', 'angebot'],
  ]) {
    const created = await api.post(
      '/api/page',
      { site_id: site.id, title, url, create_article: true },
      headers,
    )
    expect(created.status()).toBe(201)
  }
  await page.setViewportSize({ width: 1440, height: 900 })
  await loginWithOrganization(page, person, organization.id)
  await publishSite(page, { siteId: site.id, organizationId: organization.id })
  return { site, identifier }
}

/** Opens the page's settings in the editor. */
async function openPageSettings(page: Page, siteId: number, url: string) {
  await page.goto(`/${url}?siteId=${siteId}`)
  await page
    .getByRole('navigation', { name: 'Aufbau der Seite' })
    .getByRole('button', { name: /^Seite/ })
    .click()
  return page.getByRole('region', { name: 'Seite' })
}

async function save(page: Page) {
  await page.getByRole('button', { name: /Speichern/ }).click()
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled()
}

async function publishNow(page: Page, title: string) {
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `„${title}“ veröffentlichen` })
  await dialog.getByRole('button', { name: 'Jetzt veröffentlichen' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Veröffentlicht', { exact: true }).first()).toBeVisible()
}

/**
 * What a visitor's browser gets at `url`: the first answer (status and Location), where the
 * browser ended and that page's HTML. Other hosts are not reachable here (no network), so a
 * redirect there ends the visit after its first answer.
 */
async function visitorOpens(browser: Browser, url: string) {
  const context = await browser.newContext()
  const visitor = await context.newPage()
  const first = visitor.waitForResponse((res) => res.url() === url)
  const landed = await visitor.goto(url).catch(() => null)
  const answer = {
    status: (await first).status(),
    location: (await first).headers()['location'],
    landed: visitor.url(),
    title: await visitor.title(),
    body: landed ? await landed.text() : '',
  }
  await context.close()
  return answer
}

/** WCAG 2 A and AA checks of the editor's side panel (the page preview's frame runs no script). */
async function expectSettingsAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('section[aria-label="Seite"]')
    .exclude('iframe')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
}

test('An editor changes a page’s address and publishes; the old address answers 301 to the new one, and the redirects screen lists it with its hit', async ({
  page,
  browser,
  baseURL,
  sites,
}) => {
  test.setTimeout(180_000)
  const { site, identifier } = await editorWithPublishedSite(page, baseURL!, sites)
  const settings = await openPageSettings(page, site.id, 'angebot')
  await settings.getByRole('textbox', { name: 'Adresse', exact: true }).fill('Sortiment')
  await expect(settings.getByTestId('normalized-url')).toHaveText(
    'Die Seite wird unter /sortiment erreichbar sein.',
  )
  await save(page)
  // saved, not published: visitors still find the page where it was
  expect((await visitorOpens(browser, siteUrl(baseURL!, identifier, '/angebot'))).status).toBe(200)

  await publishNow(page, 'Angebot')
  const old = await visitorOpens(browser, siteUrl(baseURL!, identifier, '/angebot'))
  expect([old.status, old.location]).toEqual([301, '/sortiment'])
  expect(old.landed).toBe(siteUrl(baseURL!, identifier, '/sortiment'))
  expect(old.title).toBe('Angebot | Mühle')

  await page.goto('/puronectar/site')
  await followNavLink(page, 'Website-Verwaltung', 'Weiterleitungen')
  await expect(page.getByRole('heading', { name: 'Weiterleitungen', level: 1 })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: '/angebot' })
  await expect(row).toContainText('/sortiment')
  await expect(row).toContainText('Automatisch')
  await expect(row).toContainText('301 dauerhaft')
  await expect(row.getByRole('cell').nth(3)).toHaveText('1')
  await shot(page, 'seo-redirects')
  await expectNoAxeViolations(page, 'redirects screen')

  // a chain is refused with the way out; a redirect to another site works as typed
  await page.getByRole('textbox', { name: /^Von/ }).fill('/preise')
  await page.getByRole('textbox', { name: /^Nach/ }).fill('/angebot')
  await page.getByRole('button', { name: 'Weiterleitung anlegen' }).click()
  await expect(
    page.getByText(
      '„/angebot“ leitet schon weiter nach „/sortiment“. Bitte „/sortiment“ direkt als Ziel eintragen, damit niemand zweimal umgeleitet wird.',
    ),
  ).toBeVisible()
  await expectNoAxeViolations(page, 'redirects screen with a refusal')
  await page.getByRole('textbox', { name: /^Nach/ }).fill('https://shop.example.com/preise')
  await page.getByRole('combobox', { name: 'Art der Weiterleitung' }).selectOption('302')
  await page.getByRole('button', { name: 'Weiterleitung anlegen' }).click()
  await expect(page.getByText('Die Weiterleitung von /preise ist gespeichert.')).toBeVisible()
  const shop = await visitorOpens(browser, siteUrl(baseURL!, identifier, '/preise'))
  expect([shop.status, shop.location]).toEqual([302, 'https://shop.example.com/preise'])
})

test('An editor previews the search result, is warned past the usual length, and keeps a page out of search engines', async ({
  page,
  browser,
  baseURL,
  sites,
}) => {
  test.setTimeout(180_000)
  const { site, identifier } = await editorWithPublishedSite(page, baseURL!, sites)
  const settings = await openPageSettings(page, site.id, 'angebot')
  const preview = settings.getByTestId('search-preview')
  await expect(preview).toContainText('Angebot | Mühle')

  const title = settings.getByRole('textbox', { name: 'Titel in Suchergebnissen' })
  await title.fill('Mehl, Schrot und Flocken aus der Mühle am Bach – frisch gemahlen')
  await expect(settings.getByText(/64 Zeichen: länger als etwa 60/)).toBeVisible()
  await expect(preview).toContainText(
    'Mehl, Schrot und Flocken aus der Mühle am Bach – frisch gem…',
  )
  await settings.getByRole('textbox', { name: 'Beschreibung' }).fill('Frisch gemahlen in Franken.')
  await expect(preview).toContainText('Frisch gemahlen in Franken.')
  await shot(page, 'seo-search-settings')
  await expectSettingsAccessible(page)

  await settings.getByRole('checkbox', { name: 'Nicht in Suchmaschinen zeigen (noindex)' }).check()
  await expect(
    settings.getByText('Mit „noindex“ erscheint die Seite in keinem Suchergebnis.'),
  ).toBeVisible()
  await expectSettingsAccessible(page)
  await save(page)
  await publishNow(page, 'Angebot')

  const published = await visitorOpens(browser, siteUrl(baseURL!, identifier, '/angebot'))
  expect(published.body).toContain('<meta name="robots" content="noindex">')
  expect(published.body).toContain(
    '<title>Mehl, Schrot und Flocken aus der Mühle am Bach – frisch gemahlen</title>',
  )
  expect(published.body).toContain(
    '<meta name="description" content="Frisch gemahlen in Franken.">',
  )
  const sitemap = await visitorOpens(browser, siteUrl(baseURL!, identifier, '/sitemap.xml'))
  expect(sitemap.body).toContain(`${identifier}.localhost`)
  expect(sitemap.body).not.toContain('/angebot')
})
