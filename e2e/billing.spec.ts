import type { Page } from '@playwright/test'
import {
  apiClient,
  expect,
  expectNoAxeViolations,
  followNavLink,
  latestMailTo,
  linkIn,
  loginWithOrganization,
  shot,
  SUPERUSER,
  test,
  verifiedPerson,
} from './fixtures'

/** Follows a link of the organisation's navigation. */
const navigate = (page: Page, name: string) => followNavLink(page, 'Organisation', name)

type Api = Awaited<ReturnType<typeof verifiedPerson>>['api']

/** An organisation with its location and billing address (their screens: organization-settings.spec). */
async function organizationWithAddress(api: Api, title: string) {
  const organization = (await (await api.post('/api/organizations', { title })).json()) as {
    id: number
  }
  const headers = { 'x-organization-id': String(organization.id) }
  const location = await api.context.put('/api/organization/location', {
    data: { country: 'DE', time_zone: 'Europe/Berlin', mail_locale: 'de', currency: 'EUR' },
    headers: { ...headers, 'x-xsrf-token': await api.token() },
  })
  expect(location.status()).toBe(200)
  const address = await api.post(
    '/api/organization/addresses',
    {
      name: 'Bäckerei Sonne GmbH',
      street: 'Hauptstraße',
      housenumber: '1',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
      is_billing: true,
    },
    headers,
  )
  expect(address.status()).toBe(201)
  return { organization, headers }
}

test('An owner books an extra website, pays its invoice by transfer, changes units, then tries Business, which includes every site, and cancels it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const { person, api } = await verifiedPerson(baseURL!, 'Olga Owner')
  const suffix = Date.now().toString(36)
  const { organization, headers } = await organizationWithAddress(api, `Tarife ${suffix}`)
  const site = await api.post('/api/sites', { title: 'Erste Website' }, headers)
  expect(site.status()).toBe(201)
  await loginWithOrganization(page, person, organization.id)

  // a second site is locked; the notice names the plans that include it
  await page.goto('/backend/organization/sites')
  await expect(page.getByRole('link', { name: 'Erste Website', exact: true })).toBeVisible()
  await expect(
    page.getByText('Weitere Websites sind in deinem Tarif nicht enthalten.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Website erstellen' })).toHaveCount(0)
  await expectNoAxeViolations(page, 'sites locked')
  await shot(page, 'billing-sites-locked')
  await expect(
    page.getByRole('link', { name: 'Im Tarif Business enthalten', exact: true }),
  ).toBeVisible()

  // an extra website, charged at once (Business would include it: issue 34, item 11)
  await navigate(page, 'Leistungen')
  await expect(page).toHaveURL(/\/backend\/organization\/services$/)
  await expectNoAxeViolations(page, 'services')
  await shot(page, 'billing-services')
  await page.getByRole('link', { name: 'Details und buchen: Zusätzliche Website' }).click()
  await expect(page.getByText(/^Gesamt: 5,00\s€ pro Monat$/)).toBeVisible()
  await page.getByRole('button', { name: 'Jetzt buchen' }).click()
  await expect(page.getByText('Zusätzliche Website wurde gebucht.')).toBeVisible()
  await expect(page.getByText('Gebucht', { exact: true })).toBeVisible()
  await expect(page.getByText('1 Einheit', { exact: true })).toBeVisible()

  // the second site can be created
  await page.goto('/backend/organization/sites')
  await expect(
    page.getByText('Weitere Websites sind in deinem Tarif nicht enthalten.'),
  ).toHaveCount(0)
  await page.getByRole('link', { name: 'Website erstellen' }).click()
  await page.getByRole('textbox', { name: 'Titel' }).fill('Zweite Website')
  await page.getByRole('button', { name: 'Website erstellen' }).click()
  await expect(page).toHaveURL(/\/backend\/organization\/sites\/\d+$/)

  // Zahlungen: the open invoice and where to transfer the money
  await navigate(page, 'Zahlungen')
  await expect(page).toHaveURL(/\/backend\/organization\/payments$/)
  const invoices = page.getByRole('table', { name: 'Rechnungen der Organisation' })
  await expect(invoices.getByRole('row')).toHaveCount(2)
  const row = invoices.getByRole('row').nth(1)
  await expect(row.getByText('5,00 €')).toBeVisible()
  await expect(row.getByText('Offen')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Zahlung per Überweisung' })).toContainText(
    'DE89370400440532013000',
  )
  await expect(page.getByText(/^Offen: 5,00\s€, Verwendungszweck \S+, fällig am /)).toBeVisible()
  await expectNoAxeViolations(page, 'payments open')
  await shot(page, 'billing-payments-open')

  // the operator books the transfer
  const page1 = (await (await api.get('/api/invoices', headers)).json()) as {
    data: { id: number; status: string }[]
  }
  const open = page1.data.find((invoice) => invoice.status === 'open')!
  const operator = await apiClient(baseURL!)
  await operator.login(SUPERUSER)
  expect((await operator.post(`/api/invoices/${open.id}/mark-paid`)).status()).toBe(200)
  await operator.context.dispose()
  await page.reload()
  await expect(row.getByText('Bezahlt')).toBeVisible()
  await expect(page.getByText(/^Offen: /)).toHaveCount(0)
  await shot(page, 'billing-payments-paid')

  // more units at once, charged pro rata
  await navigate(page, 'Leistungen')
  await page.getByRole('link', { name: 'Buchung verwalten: Zusätzliche Website' }).click()
  const units = page.getByRole('textbox', { name: 'Neue Anzahl Einheiten' })
  await units.fill('3')
  await page.getByRole('button', { name: 'Einheiten ändern' }).click()
  await expect(page.getByText('Geändert: ab sofort 3 Einheiten.')).toBeVisible()
  await expect(page.getByText('3 Einheiten', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page, 'service units changed')
  await navigate(page, 'Zahlungen')
  await expect(invoices.getByRole('row')).toHaveCount(3)
  await expect(invoices.getByRole('row').nth(1).getByText('Offen')).toBeVisible()

  // fewer units from the next period on
  await navigate(page, 'Leistungen')
  await page.getByRole('link', { name: 'Buchung verwalten: Zusätzliche Website' }).click()
  await units.fill('2')
  await page.getByRole('button', { name: 'Einheiten ändern' }).click()
  await expect(page.getByText(/^Vorgemerkt: ab \d\d\.\d\d\.\d{4} 2 Einheiten\.$/)).toBeVisible()
  await expect(page.getByText(/^Ab \d\d\.\d\d\.\d{4} gelten 2 Einheiten\.$/)).toBeVisible()
  await shot(page, 'billing-service-units')

  // Business, with its 14-day trial
  await navigate(page, 'Leistungen')
  await page.getByRole('link', { name: 'Details und buchen: Business', exact: true }).click()
  await expect(page).toHaveURL(/\/backend\/organization\/services\/business$/)
  await expect(page.getByRole('heading', { name: 'Business', level: 1 })).toBeVisible()
  await expect(page.getByText(/^Die ersten 14 Tage sind kostenlos/)).toBeVisible()
  await expectNoAxeViolations(page, 'service business')
  await shot(page, 'billing-service-business')
  await page.getByRole('button', { name: '14 Tage kostenlos testen' }).click()
  await expect(page.getByText('Business wurde gebucht.')).toBeVisible()
  await expect(page.getByText(/^Testphase bis /)).toBeVisible()

  // cancelling Business: it runs until the trial's end, and can be taken back
  await navigate(page, 'Leistungen')
  await page.getByRole('link', { name: 'Buchung verwalten: Business' }).click()
  await page.getByRole('button', { name: 'Kündigen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Business kündigen?' })
  await expect(dialog.getByText(/^Die Leistung läuft bis \d\d\.\d\d\.\d{4} weiter/)).toBeVisible()
  await expectNoAxeViolations(page, 'cancel dialog')
  await dialog.getByRole('button', { name: 'Kündigen' }).click()
  await expect(page.getByText('Business wurde gekündigt.')).toBeVisible()
  await expect(page.getByText(/^Gekündigt – läuft bis \d\d\.\d\d\.\d{4}\.$/)).toBeVisible()
  await expectNoAxeViolations(page, 'service canceled')
  await shot(page, 'billing-service-canceled')
  await page.getByRole('button', { name: 'Kündigung zurücknehmen' }).click()
  await expect(page.getByText('Business läuft weiter.')).toBeVisible()
  await expect(page.getByText(/^Testphase bis /)).toBeVisible()
})

test('An admin invited to the team sees the services and their state but cannot book, and has no Zahlungen', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const owner = await verifiedPerson(baseURL!, 'Olga Owner')
  const suffix = Date.now().toString(36)
  const { organization, headers } = await organizationWithAddress(owner.api, `Team ${suffix}`)
  expect(
    (await owner.api.post('/api/services/business/subscription', { units: 1 }, headers)).status(),
  ).toBe(201)

  const admin = await verifiedPerson(baseURL!, 'Adam Admin')
  const invited = await owner.api.post(
    '/api/organization/invitations',
    { email: admin.person.email, role: 'admin' },
    headers,
  )
  expect(invited.status()).toBe(201)
  const token = linkIn(await latestMailTo(baseURL!, admin.person.email))
    .split('/')
    .at(-1)
  expect((await admin.api.post(`/api/invitations/${token}/accept`)).status()).toBe(200)

  await loginWithOrganization(page, admin.person, organization.id)
  await page.goto('/backend/organization')
  const nav = page.getByRole('navigation', { name: 'Organisation' })
  await expect(nav.getByRole('link', { name: 'Leistungen' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Zahlungen' })).toHaveCount(0)

  await navigate(page, 'Leistungen')
  const business = page.getByRole('article', { name: 'Business', exact: true })
  await expect(business.getByText(/^Testphase bis /)).toBeVisible()
  await expectNoAxeViolations(page, 'admin services')
  await business.getByRole('link', { name: 'Buchung verwalten: Business' }).click()
  await expect(page.getByText(/^Testphase bis /)).toBeVisible()
  await expect(
    page.getByText('Nur Inhaber der Organisation buchen, ändern und kündigen Leistungen.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Kündigen' })).toHaveCount(0)
  await expectNoAxeViolations(page, 'admin service')
  await shot(page, 'billing-admin-service')

  await page.goto('/backend/organization/services/setup')
  await expect(
    page.getByText('Nur Inhaber der Organisation buchen, ändern und kündigen Leistungen.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Jetzt buchen' })).toHaveCount(0)

  // the API refuses as well
  const refused = await admin.api.post('/api/services/business/subscription', { units: 1 }, headers)
  expect(refused.status()).toBe(403)
  const setup = await admin.api.post('/api/services/setup/subscription', { units: 1 }, headers)
  expect(setup.status()).toBe(403)
})
