import { expect, type Page } from '@playwright/test'
import { loginWithOrganization, verifiedPerson } from './fixtures'

/** A new person with an organisation and a site of their own, signed in at 1440×900. */
export async function signedInWithSite(page: Page, baseURL: string, title = 'Holzwerk') {
  const { person, api } = await verifiedPerson(baseURL, 'Emil Editor')
  // A title of its own per run: organisation titles are unique, and a retry signs up again.
  const organization = await (
    await api.post('/api/organizations', { title: `${title} ${Date.now().toString(36)}` })
  ).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const identifier = `holz-${Date.now().toString(36)}`
  const site = await (
    await api.post('/api/sites', { title: 'Holzwerk', identifier }, headers)
  ).json()
  await page.setViewportSize({ width: 1440, height: 900 })
  await loginWithOrganization(page, person, organization.id)
  return { site, identifier, api, headers, organizationId: organization.id as number }
}

/** The editor's outline of the page. */
export const outline = (page: Page) => page.getByRole('navigation', { name: 'Aufbau der Seite' })

/** Inserts a content of the component titled so into a section (the first), through the outline. */
export async function insert(page: Page, componentTitle: string, section = 'Abschnitt 1') {
  await outline(page)
    .getByRole('button', { name: `Inhalt in „${section}“ einfügen` })
    .click()
  const picker = page.getByRole('dialog', { name: 'Inhalt einfügen' })
  await picker.getByRole('button', { name: componentTitle, exact: true }).click()
  await expect(picker).toBeHidden()
}

/** Creates a page of the site through the back office; the editor opens on it. */
export async function createPage(page: Page, siteId: number) {
  await page.goto(`/puronectar/createpage?siteId=${siteId}`)
  const title = `Werkstatt ${Date.now()}`
  await page.getByLabel('Titel').fill(title)
  await page.getByRole('button', { name: 'Seite anlegen' }).click()
  const slug = title.toLowerCase().replace(' ', '-')
  await expect(page).toHaveURL(new RegExp(`/${slug}$`))
  return { title, slug }
}

/** Switches the back office to English with the language menu of its top bar. */
export async function switchToEnglish(page: Page) {
  const english = page.getByRole('menuitem', { name: 'English' })
  // A click that lands while the screen is still being set up opens nothing: click again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Sprache: Deutsch. Sprache wechseln' }).click()
    await expect(english).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await english.click()
  await expect(
    page.getByRole('button', { name: 'Language: English. Change language' }),
  ).toBeVisible()
}
