import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { fillLogin, publishSite, verifiedPerson, siteUrl } from './fixtures'

/** Every host a page asks anything of, from now on (data: and blob: URLs ask no one). */
function hostsAskedBy(page: Page) {
  const hosts = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'http:' || url.protocol === 'https:') hosts.add(url.host)
  })
  return hosts
}

test('An owner picks an icon for a card and visitors see it drawn into the page, asking no other host', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const appHost = new URL(baseURL!).host
  const editorHosts = hostsAskedBy(page)
  const { person, api } = await verifiedPerson(baseURL!, 'Ida Icon')
  const organization = await (
    await api.post('/api/organizations', { title: `Ikonenbäckerei ${Date.now().toString(36)}` })
  ).json()
  const identifier = `icons-${Date.now().toString(36)}`
  const site = await (
    await api.post(
      '/api/sites',
      { title: 'Backstube', identifier },
      { 'x-organization-id': String(organization.id) },
    )
  ).json()
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/login')
  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\//)
  await page.evaluate(
    (id) => localStorage.setItem('sitewerk.organization_id', String(id)),
    organization.id,
  )

  await page.goto(`/puronectar/createpage?siteId=${site.id}`)
  await page.getByLabel('Titel').fill('Angebot')
  await page.getByRole('button', { name: 'Seite anlegen' }).click()
  await expect(page).toHaveURL(/\/angebot$/)
  const outline = page.getByRole('navigation', { name: 'Aufbau der Seite' })
  await outline.getByRole('button', { name: 'Inhalt in „Abschnitt 1“ einfügen' }).click()
  await page
    .getByRole('dialog', { name: 'Inhalt einfügen' })
    .getByRole('button', { name: 'Karten', exact: true })
    .click()

  // the first card gets a bread icon, found by search and chosen with the keyboard
  const panel = page.getByRole('region', { name: 'Karten' })
  await panel
    .getByRole('button', { name: /Symbol wählen/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Symbol wählen: Symbol' })
  await dialog.getByRole('textbox', { name: 'Symbole suchen' }).fill('bread')
  const bread = dialog.getByRole('button', { name: 'bread', exact: true })
  await expect(bread.locator('svg')).toBeVisible()
  // the preview runs no scripts, so axe cannot look inside it
  const axe = await new AxeBuilder({ page })
    .options({ iframes: false })
    .exclude('iframe[sandbox]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
  await bread.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(panel.getByRole('button', { name: 'Symbol bread' })).toBeVisible()
  await expect(
    page.frameLocator('iframe[title="Vorschau der Seite"]').locator('.card__icon svg').first(),
  ).toBeVisible()

  await page.getByRole('button', { name: /Speichern/ }).click()
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled()
  expect([...editorHosts]).toEqual([appHost])

  // once published, the visitor's browser gets the icon inside the page and asks no one else
  await publishSite(page, { siteId: site.id, organizationId: organization.id })
  const visitor = await page.context().newPage()
  const visitorHosts = hostsAskedBy(visitor)
  const address = siteUrl(baseURL!, identifier, '/angebot')
  await visitor.goto(address)
  const icon = visitor.locator('.card__icon svg')
  await expect(icon).toHaveCount(1)
  await expect(icon).toHaveAttribute('aria-hidden', 'true')
  expect(await icon.locator('path').count()).toBeGreaterThan(0)
  expect([...visitorHosts]).toEqual([new URL(address).host])
  await visitor.close()
})
