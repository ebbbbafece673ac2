import type { Page } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  fillLogin,
  loginWithOrganization,
  shot,
  test,
  verifiedPerson,
} from './fixtures'

async function choose(page: Page, label: string, search: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(search)
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('An owner fills title, location and a billing address, which cannot be deleted; an administrator only reads location and addresses', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const { person, api } = await verifiedPerson(baseURL!, 'Olga Owner')
  const suffix = Date.now().toString(36)
  const organization = (await (
    await api.post('/api/organizations', { title: `Einstellungen ${suffix}` })
  ).json()) as { id: number; title: string }
  await loginWithOrganization(page, person, organization.id)

  // Allgemein: from the organisation's navigation, beside Darstellung
  await page.goto('/backend/organization')
  await page.getByRole('link', { name: 'Allgemein' }).click()
  await expect(page).toHaveURL(/\/backend\/organization\/settings$/)
  // the settings' own field: the overview left behind has one of the same name and value, shown
  // until the settings screen is drawn (seconds on a loaded machine, slow-machine.spec.ts)
  const title = page
    .getByRole('tabpanel', { name: 'Allgemein' })
    .getByRole('textbox', { name: 'Name der Organisation' })
  await title.fill(`Bäckerei Sonne ${suffix}`)
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Die Einstellungen wurden gespeichert.')).toBeVisible()
  await expect(
    page.getByLabel('API-Schlüssel', { exact: true }).and(page.locator('input')),
  ).toHaveAttribute('type', 'password')
  await expectNoAxeViolations(page, 'settings index')
  await shot(page, 'organization-settings-index')

  // Standort
  await page.getByRole('tab', { name: 'Standort' }).click()
  await expect(page).toHaveURL(/\/settings\/location$/)
  await choose(page, 'Land', 'Österr', 'Österreich')
  await choose(page, 'Zeitzone', 'Vienna', 'Europe/Vienna')
  await expect(page.getByText(/^Dort ist es jetzt \d\d:\d\d \(UTC\+0[12]:00\)\.$/)).toBeVisible()
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Die Einstellungen wurden gespeichert.').first()).toBeVisible()
  await expectNoAxeViolations(page, 'settings location')
  await shot(page, 'organization-settings-location')

  // Darstellung is a tab of the same screen
  await page.getByRole('tab', { name: 'Darstellung' }).click()
  await expect(page).toHaveURL(/\/settings\/appearance$/)
  await expect(page.getByRole('heading', { name: 'Farbset des Backends' })).toBeVisible()

  // Adressen: a billing address
  await page.getByRole('tab', { name: 'Adressen' }).click()
  await expect(page.getByText('Die Organisation hat noch keine Adressen.')).toBeVisible()
  await page.getByRole('link', { name: 'Neue Adresse' }).click()
  await expect(page).toHaveURL(/\/settings\/addresses\/create$/)
  for (const [label, value] of [
    ['Name', 'Bäckerei Sonne GmbH'],
    ['Straße', 'Mariahilfer Straße'],
    ['Hausnummer', '12'],
    ['Postleitzahl', '1070'],
    ['Ort', 'Wien'],
  ] as const)
    await page.getByRole('textbox', { name: label }).fill(value)
  await choose(page, 'Land', 'Österr', 'Österreich')
  await page.getByRole('checkbox', { name: 'Rechnungsadresse' }).check()
  await expectNoAxeViolations(page, 'address create')
  await shot(page, 'organization-settings-address-create')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page).toHaveURL(/\/settings\/addresses$/)
  const row = page.getByRole('row', { name: /Bäckerei Sonne GmbH/ })
  await expect(row.getByText('Rechnungsadresse')).toBeVisible()

  // deleting it is refused, and the person is told why
  await row.getByRole('button', { name: 'Bäckerei Sonne GmbH löschen' }).click()
  await page
    .getByRole('dialog', { name: 'Wirklich löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click()
  await expect(page.getByText(/^Diese Adresse ist die Rechnungsadresse/)).toBeVisible()
  await expect(row).toBeVisible()
  await expectNoAxeViolations(page, 'addresses')
  await shot(page, 'organization-settings-addresses')

  await row.getByRole('link', { name: 'Bäckerei Sonne GmbH' }).click()
  await expect(page).toHaveURL(/\/settings\/addresses\/\d+$/)
  await expect(page.getByRole('checkbox', { name: 'Rechnungsadresse' })).toBeChecked()
  await shot(page, 'organization-settings-address-edit')

  // a member sees the settings but cannot change them
  const member = await verifiedPerson(baseURL!, 'Mia Mitglied')
  const asked = await member.api.post('/api/organizations/create-or-request', {
    title: `Bäckerei Sonne ${suffix}`,
  })
  const { request_id: requestId } = (await asked.json()) as { request_id: number }
  // an administrator: editors do not see the organisation's settings at all (decision 031)
  const accepted = await api.post(
    `/api/organization/${organization.id}/join-requests/${requestId}/accept`,
    { role: 'admin' },
  )
  expect(accepted.status()).toBe(200)
  const memberContext = await browser.newContext({ baseURL })
  const memberPage = await memberContext.newPage()
  await memberPage.goto('/login')
  await fillLogin(memberPage, member.person)
  await expect(memberPage).toHaveURL(/\/backend\//)
  await memberPage.evaluate(
    (id) => localStorage.setItem('sitewerk.organization_id', String(id)),
    organization.id,
  )
  await memberPage.goto('/backend/organization/settings')
  await expect(memberPage.getByRole('textbox', { name: 'Name der Organisation' })).toHaveValue(
    `Bäckerei Sonne ${suffix}`,
  )
  // an administrator keeps the name up to date, but location and addresses are the owners'
  await expect(
    memberPage.getByRole('textbox', { name: 'Name der Organisation' }),
  ).not.toHaveAttribute('readonly')
  await expect(memberPage.getByLabel('API-Schlüssel', { exact: true })).toHaveCount(0)
  await memberPage.getByRole('tab', { name: 'Standort' }).click()
  await expect(memberPage.getByText('Nur Inhaber können die Einstellungen ändern.')).toBeVisible()
  await expect(memberPage.getByRole('button', { name: 'Speichern' })).toHaveCount(0)
  await memberPage.getByRole('tab', { name: 'Adressen' }).click()
  await expect(memberPage.getByRole('row', { name: /Bäckerei Sonne GmbH/ })).toBeVisible()
  await expect(memberPage.getByRole('button', { name: /löschen$/ })).toHaveCount(0)
  await expect(memberPage.getByRole('link', { name: 'Neue Adresse' })).toHaveCount(0)
  await expectNoAxeViolations(memberPage, 'member addresses')
  await shot(memberPage, 'organization-settings-member')
  await memberContext.close()
})
