import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, fillLogin, publishSite, shot, siteUrl, test, verifiedPerson } from './fixtures'

async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect({ where, violations: violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`) }).toEqual({
    where,
    violations: [],
  })
}

test.use({ viewport: { width: 1280, height: 900 } })

test('An editor builds a layout with a header and two pages wear it on the public site', async ({
  page,
  baseURL,
  sites,
}) => {
  test.setTimeout(120_000)
  const { person, api } = await verifiedPerson(baseURL!, 'Lea Layout')
  const organization = await (await api.post('/api/organizations', { title: 'Rahmenwerk' })).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const site = await sites.create({ api, headers, body: { title: 'Rahmenwerk' } })
  for (const [title, url] of [
    ['Start', ''],
    ['Kontakt', 'kontakt'],
  ]) {
    const res = await api.post(
      '/api/page',
      { site_id: site.id, title, url, create_article: true },
      headers,
    )
    expect(res.status()).toBe(201)
  }

  await page.goto('/login')
  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\//)
  await page.evaluate(
    (id) => localStorage.setItem('sitewerk.organization_id', String(id)),
    organization.id,
  )

  // the layout, with the starter header in its header slot
  await page.goto('/puronectar/layouts')
  await expect(page.getByText('Diese Website hat noch keine Layouts.')).toBeVisible()
  await expectNoAxeViolations(page, 'layouts list')
  await page.getByRole('link', { name: 'Layout anlegen' }).click()
  await page.getByRole('textbox', { name: 'Titel' }).fill('Mit Kopfzeile')
  await page.getByRole('button', { name: 'Layout anlegen' }).click()
  await expect(page).toHaveURL(/\/puronectar\/layouts\/\d+$/)
  await expect(page.getByRole('heading', { name: 'Mit Kopfzeile', level: 1 })).toBeVisible()

  const header = page.getByRole('region', { name: 'Kopfbereich' })
  await header.getByRole('combobox', { name: 'Komponente' }).click()
  await page.getByRole('option', { name: 'Kopfzeile mit Navigation (Kopfbereich)' }).click()
  await header.getByRole('button', { name: 'Zum Kopfbereich hinzufügen' }).click()
  await header.getByRole('textbox', { name: 'Unterzeile' }).fill('Bilderrahmen aus Holz')
  await header.getByRole('button', { name: 'Speichern' }).click()
  await expect(header.getByRole('button', { name: 'Speichern' })).toBeDisabled()
  await expectNoAxeViolations(page, 'layout screen')
  await shot(page, 'layout-screen')

  // both pages wear it
  const layoutId = Number(new URL(page.url()).pathname.split('/').pop())
  const pages = await (await api.get(`/api/sites/${site.id}/pages`, headers)).json()
  for (const sitePage of pages as { id: number }[]) {
    const res = await api.patch(`/api/page/${sitePage.id}`, { layout_id: layoutId }, headers)
    expect(res.status()).toBe(200)
  }
  await publishSite(page, { siteId: site.id, organizationId: organization.id })
  for (const path of ['/', '/kontakt']) {
    await page.goto(siteUrl(baseURL!, site.identifier, path))
    const banner = page.getByRole('banner')
    await expect(banner.getByText('Bilderrahmen aus Holz')).toBeVisible()
    await shot(page, `layout-on-${path.slice(1) || 'home'}`)
    await expect(
      banner.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', {
        name: 'Kontakt',
      }),
    ).toBeVisible()
  }

  // a published change of the layout's header shows on both pages at once
  await page.goto(`/puronectar/layouts/${layoutId}`)
  await header.getByRole('button', { name: 'Kopfzeile mit Navigation', exact: true }).click()
  await header.getByRole('textbox', { name: 'Unterzeile' }).fill('Rahmen nach Maß')
  await header.getByRole('button', { name: 'Speichern' }).click()
  await expect(header.getByRole('button', { name: 'Speichern' })).toBeDisabled()
  await publishSite(page, { siteId: site.id, organizationId: organization.id })
  for (const path of ['/', '/kontakt']) {
    await page.goto(siteUrl(baseURL!, site.identifier, path))
    await expect(page.getByRole('banner').getByText('Rahmen nach Maß')).toBeVisible()
  }
})
