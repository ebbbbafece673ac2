import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { fillLogin, verifiedPerson } from './fixtures'

const DESCRIPTION = 'Stauden, Kräuter und Gemüsejungpflanzen aus eigener Anzucht in Potsdam.'

test('A new owner sets up a site without Kontakt but with Impressum, and no link on it leads to a 404', async ({
  page,
  baseURL,
}) => {
  const { person, api } = await verifiedPerson(baseURL!, 'Lena Links')
  const suffix = person.email.slice(6, 14)
  await api.post('/api/organizations', { title: `Gärtnerei ${suffix}` })

  await page.goto('/login')
  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\//)
  await page.goto('/backend/organization/sites/create')
  await page.getByLabel('Titel').fill('Gärtnerei Grün')
  await page.getByLabel('Beschreibung').fill(DESCRIPTION)
  await page.getByLabel('Adresse').fill(`links-${suffix}`)
  await page.getByRole('button', { name: 'Website erstellen' }).click()
  await expect(page).toHaveURL(/\/backend\/organization\/sites\/\d+$/)
  const siteId = /sites\/(\d+)$/.exec(page.url())![1]

  await page.goto(`/puronectar/site?siteId=${siteId}`)
  await page.getByRole('link', { name: 'Website einrichten' }).click()
  await page.getByRole('radio', { name: /Meer \(Blau\)/ }).check()
  await page.getByRole('button', { name: 'Weiter' }).click()
  await page.getByRole('checkbox', { name: /Kontakt/ }).click()
  await page.getByRole('checkbox', { name: /Impressum/ }).click()
  await expect(page.getByRole('checkbox', { name: /Kontakt/ })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: /Impressum/ })).toBeChecked()
  const wizard = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(wizard.violations).toEqual([])
  await page.getByRole('button', { name: 'Website einrichten' }).click()
  await expect(page.getByText('3 Seiten wurden angelegt.')).toBeVisible()

  const site = new URL(baseURL!)
  site.hostname = `links-${suffix}.localhost`
  await page.goto(site.toString())
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', DESCRIPTION)
  const footer = page.locator('footer')
  await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveCount(0)
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
  const ownPages = [...new Set(hrefs.filter((href) => new URL(href).host === site.host))]
  expect(ownPages.some((href) => new URL(href).pathname === '/impressum')).toBe(true)
  expect(ownPages.some((href) => new URL(href).pathname === '/kontakt')).toBe(false)
  for (const path of new Set(ownPages.map((href) => new URL(href).pathname))) {
    site.pathname = path
    const response = await page.goto(site.toString())
    expect(response?.status(), path).toBe(200)
  }
  for (const href of ownPages.filter((link) => new URL(link).hash)) {
    await page.goto(href)
    await expect(page.locator(`[id="${new URL(href).hash.slice(1)}"]`), href).toHaveCount(1)
  }

  site.pathname = '/impressum'
  await page.goto(site.toString())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum')
  await expect(page.getByText('Vorlage – bitte prüfen und ergänzen')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Angaben gemäß § 5 DDG' })).toBeVisible()
  await expect(page.locator('address')).toContainText('Gärtnerei Grün')
  const legal = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(legal.violations).toEqual([])
})
