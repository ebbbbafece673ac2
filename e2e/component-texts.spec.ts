import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { switchToEnglish } from './editor-fixtures'
import { fillLogin, verifiedPerson } from './fixtures'

/*
 * Issue 13, defect 7: with English chosen, the starter library's block names and field labels are
 * English, and an organisation gives its own component English texts in the studio.
 */

/** A new person with an organisation, a site and a page with an empty section, signed in. */
async function signedInWithPage(page: Page, baseURL: string) {
  const { person, api } = await verifiedPerson(baseURL, 'Emma English')
  const organization = await (
    await api.post('/api/organizations', { title: `Bakehouse ${randomBytes(3).toString('hex')}` })
  ).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const identifier = `bake-${randomBytes(4).toString('hex')}`
  const siteCreated = await api.post('/api/sites', { title: 'Bakehouse', identifier }, headers)
  expect(siteCreated.ok(), await siteCreated.text()).toBe(true)
  const site = await siteCreated.json()
  const created = await api.post(
    '/api/page',
    { site_id: site.id, title: 'Angebot', url: 'angebot', order: 1, create_article: true },
    headers,
  )
  expect(created.ok(), await created.text()).toBe(true)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/login')
  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\//)
  await page.evaluate(
    (id) => localStorage.setItem('sitewerk.organization_id', String(id)),
    organization.id,
  )
  return { api, headers, site }
}

/** WCAG 2 A and AA; thumbnails and the preview run no scripts, so axe cannot look inside them. */
async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .options({ iframes: false })
    .exclude('iframe[sandbox]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze()
  expect({ where, violations: violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`) }).toEqual({
    where,
    violations: [],
  })
}

test('An editor who switched to English sees English block names and field labels', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { site } = await signedInWithPage(page, baseURL!)
  await switchToEnglish(page)

  await page.goto(`/angebot?siteId=${site.id}`)
  const outline = page.getByRole('navigation', { name: 'Structure of the page' })
  await outline.getByRole('button', { name: 'Insert content into “Section 1”' }).click()
  const picker = page.getByRole('dialog', { name: 'Insert content' })
  await expect(picker.getByRole('button', { name: 'Stage (hero)', exact: true })).toBeVisible()
  await expect(picker.getByRole('button', { name: 'Call to action', exact: true })).toBeVisible()
  await expect(picker.getByText('Bühne (Hero)')).toHaveCount(0)
  await expectNoAxeViolations(page, 'the picker in English')

  await picker.getByRole('button', { name: 'Stage (hero)', exact: true }).click()
  const panel = page.getByRole('region', { name: 'Stage (hero)' })
  await expect(panel.getByRole('textbox', { name: 'Kicker' })).toBeVisible()
  await expect(panel.getByText('Small line above the heading')).toBeVisible()
  await expect(panel.getByRole('combobox', { name: 'Alignment' })).toHaveValue('Left-aligned')
  await expect(panel.getByText('Dachzeile')).toHaveCount(0)
  await expect(outline.getByRole('button', { name: 'Stage (hero)', exact: true })).toBeVisible()
  await expectNoAxeViolations(page, 'the content panel in English')
})

test('An organisation gives its own component English texts in the studio', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { api, headers, site } = await signedInWithPage(page, baseURL!)
  const created = await api.post(
    '/api/components',
    {
      namespace: 'module',
      key: 'opening-hours',
      title: 'Öffnungszeiten',
      form: [{ $formkit: 'text', name: 'headline', label: 'Überschrift' }],
      template: '<h2>{{ headline }}</h2>',
      data: { headline: 'Wann wir backen' },
    },
    headers,
  )
  expect(created.ok(), await created.text()).toBe(true)
  const component = await created.json()

  await page.goto(`/puronectar/components/${component.id}/english?siteId=${site.id}`)
  const texts = page.getByRole('region', { name: 'Englische Texte' })
  await texts.getByRole('textbox', { name: 'Name der Komponente' }).fill('Opening hours')
  await texts
    .getByRole('group', { name: /^Überschrift/ })
    .getByRole('textbox', { name: 'Beschriftung' })
    .fill('Heading')
  await texts.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Die Komponente wurde gespeichert.')).toBeVisible()
  await expectNoAxeViolations(page, 'the studio’s English tab')

  await switchToEnglish(page)
  await expect(page.getByRole('heading', { name: 'Opening hours', level: 1 })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'English', selected: true })).toBeVisible()
  // the language menu's list closes with a transition; axe judges the screen once it is gone
  await expect(page.locator('.mantine-Menu-dropdown')).toHaveCount(0)
  await expectNoAxeViolations(page, 'the studio’s English tab in English')
})
