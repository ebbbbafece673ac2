import type { Page } from '@playwright/test'
import {
  apiClient,
  expect,
  expectNoAxeViolations,
  fillLogin,
  latestMailTo,
  linkIn,
  loginWithOrganization,
  newPerson,
  shot,
  SUPERUSER,
  test,
  verifiedPerson,
} from './fixtures'

/** Signs the operator in through the form and opens a screen of the console from its navigation. */
async function openConsole(page: Page, screen: string) {
  await page.goto('/login')
  await fillLogin(page, SUPERUSER)
  await expect(page).toHaveURL(/\/backend\//)
  await page.goto('/superuser')
  await page
    .getByRole('navigation', { name: 'Betreiber-Konsole' })
    .getByRole('link', { name: screen, exact: true })
    .click()
  await page.mouse.move(0, 0)
}

/** Withdraws the service again, so the other stories' plans and locks stay as they were. */
async function withdraw(baseURL: string, identifier: string) {
  const operator = await apiClient(baseURL)
  await operator.login(SUPERUSER)
  const services = (await (await operator.get('/api/superuser/services')).json()) as {
    id: number
    identifier: string
    permissions: { identifier: string }[]
  }[]
  const service = services.find((s) => s.identifier === identifier)
  if (service) {
    const res = await operator.context.put(`/api/services/${service.id}`, {
      data: {
        ...service,
        active: false,
        permissions: service.permissions.map((p) => p.identifier),
        subscriptions: undefined,
        isSubscribed: undefined,
        id: undefined,
      },
      headers: { 'x-xsrf-token': await operator.token() },
    })
    expect(res.status()).toBe(200)
  }
  await operator.context.dispose()
}

test('An operator adds a service with a trial to the catalogue and an owner sees it under Leistungen', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const suffix = Date.now().toString(36)
  const title = `Profi ${suffix}`
  const identifier = `profi-${suffix}`
  try {
    await openConsole(page, 'Leistungskatalog')
    await expect(page).toHaveURL(/\/superuser\/services$/)
    await expect(page.getByRole('heading', { name: 'Leistungskatalog', level: 1 })).toBeVisible()
    const business = page.getByRole('row').filter({
      has: page.getByRole('link', { name: 'Business bearbeiten', exact: true }),
    })
    await expect(business).toContainText('14 Tage')
    await expectNoAxeViolations(page, 'catalogue')
    await shot(page, 'superuser-catalogue')

    await page.getByRole('link', { name: 'Neue Leistung' }).click()
    await page.getByRole('textbox', { name: 'Titel' }).fill(title)
    await expect(page.getByRole('textbox', { name: 'Kennung' })).toHaveValue(identifier)
    await page.getByRole('textbox', { name: 'Preis in Euro' }).fill('29,90')
    await page.getByRole('textbox', { name: 'Testphase in Tagen' }).fill('21')
    await page.getByRole('checkbox', { name: 'Eigene Schriften' }).check()
    await page.getByRole('button', { name: 'Merkmal hinzufügen' }).click()
    await page.getByRole('textbox', { name: 'Merkmal 1' }).fill('Eigene Schriften hochladen')
    await page.getByRole('button', { name: 'Merkmal hinzufügen' }).click()
    await page.getByRole('textbox', { name: 'Merkmal 2' }).fill('Persönliche Beratung')
    await expectNoAxeViolations(page, 'new service')
    await shot(page, 'superuser-service-create')
    await page.getByRole('button', { name: 'Leistung anlegen' }).click()

    await expect(page.getByText(`Die Leistung „${title}“ ist angelegt.`)).toBeVisible()
    await expect(page).toHaveURL(/\/superuser\/services$/)
    const added = page.getByRole('row').filter({
      has: page.getByRole('link', { name: `${title} bearbeiten`, exact: true }),
    })
    await expect(added).toContainText(/29,90\s€Monatlich/)
    await expect(added).toContainText('21 Tage')
    await expect(added).toContainText('Eigene Schriften')
    await expect(added).toContainText('Angeboten')
    await added.getByRole('link').click()
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Preis in Euro' })).toHaveValue('29,90')
    await expectNoAxeViolations(page, 'edit service')
    await shot(page, 'superuser-service-edit')
    await page.goto('/en/superuser/services')
    await expect(page.getByRole('link', { name: `Edit ${title}`, exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'catalogue in English')

    // an owner finds it among the services, with its price and trial
    const owner = await verifiedPerson(baseURL!, 'Olga Owner')
    const organization = (await (
      await owner.api.post('/api/organizations', { title: `Kundschaft ${suffix}` })
    ).json()) as { id: number }
    const ownerPage = await browser.newPage()
    await loginWithOrganization(ownerPage, owner.person, organization.id)
    await ownerPage.goto('/backend/organization')
    await ownerPage
      .getByRole('navigation', { name: 'Organisation' })
      .getByRole('link', { name: 'Leistungen', exact: true })
      .click()
    const card = ownerPage.getByRole('article', { name: title, exact: true })
    await expect(card.getByText(/^29,90\s€$/)).toBeVisible()
    await expect(card.getByText('pro Monat')).toBeVisible()
    await expect(card.getByText('21 Tage kostenlos testen')).toBeVisible()
    await expect(card.getByText('Persönliche Beratung')).toBeVisible()
    await shot(ownerPage, 'superuser-catalogue-owner-sees')
    await ownerPage.close()
  } finally {
    await withdraw(baseURL!, identifier)
  }
})

test('An operator finds a verification mail in the outbox, reads it and sends it again', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const person = newPerson('Rita Registriert')
  const visitor = await apiClient(baseURL!)
  const registered = await visitor.post('/api/register', {
    ...person,
    password_confirmation: person.password,
  })
  expect(registered.status()).toBe(201)

  await openConsole(page, 'Postausgang')
  await expect(page).toHaveURL(/\/superuser\/outbox$/)
  await expect(page.getByRole('heading', { name: 'Postausgang', level: 1 })).toBeVisible()
  await expectNoAxeViolations(page, 'outbox')
  await page.getByRole('searchbox', { name: 'Postausgang durchsuchen' }).fill(person.email)
  const opened = page.getByRole('link', {
    name: `E-Mail an ${person.email} öffnen: Bitte bestätige deine E-Mail-Adresse`,
  })
  await expect(opened).toHaveCount(1)
  await expect(page.getByText('Eine E-Mail', { exact: true })).toBeVisible()
  await shot(page, 'superuser-outbox')
  await opened.click()

  await expect(
    page.getByRole('heading', { name: 'Bitte bestätige deine E-Mail-Adresse', level: 1 }),
  ).toBeVisible()
  const frame = page.frameLocator(
    `iframe[title="Die E-Mail an ${person.email}, wie sie angezeigt wird"]`,
  )
  await expect(frame.getByText('Hallo Rita Registriert,')).toBeVisible()
  await expect(frame.getByRole('link', { name: /verify-email\?token=/ })).toBeVisible()
  await expect(page.locator('iframe[sandbox=""]')).toHaveCount(1)
  await expect(page.getByText(/verify-email\?token=/).first()).toBeVisible()
  await expectNoAxeViolations(page, 'outbox mail', { sandboxedFrames: true })
  await shot(page, 'superuser-outbox-mail')

  await page.getByRole('button', { name: 'Erneut senden' }).click()
  const dialog = page.getByRole('dialog', { name: 'E-Mail erneut senden?' })
  await expect(dialog).toContainText(`noch einmal an ${person.email}`)
  await expectNoAxeViolations(page, 'resend dialog', { sandboxedFrames: true })
  await dialog.getByRole('button', { name: 'Erneut senden' }).click()
  await expect(page.getByText(`Die E-Mail an ${person.email} wurde erneut gesendet.`)).toBeVisible()

  await page.getByRole('link', { name: 'Zum Postausgang' }).click()
  await page.getByRole('searchbox', { name: 'Postausgang durchsuchen' }).fill(person.email)
  await expect(page.getByText('2 E-Mails', { exact: true })).toBeVisible()
  await page.goto(`/en/superuser/outbox?q=${encodeURIComponent(person.email)}`)
  await expect(page.getByText('2 e-mails', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page, 'outbox in English')

  // the mail sent again carries a link that still verifies the address
  const token = new URL(linkIn(await latestMailTo(baseURL!, person.email))).searchParams.get(
    'token',
  )
  expect((await visitor.post('/api/email/verify', { token })).status()).toBe(200)
  await visitor.context.dispose()
})
