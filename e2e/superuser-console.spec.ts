import type { Browser } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import {
  apiClient,
  expect,
  expectNoAxeViolations,
  fillLogin,
  followNavLink,
  loginWithOrganization,
  newPerson,
  shot,
  SUPERUSER,
  test,
  verifiedPerson,
  siteUrl,
} from './fixtures'

/** The operator signs in through the form in a browser of their own. */
async function operatorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' })
  const page = await context.newPage()
  await page.goto('/login')
  await fillLogin(page, SUPERUSER)
  await expect(page).toHaveURL(/\/backend\//)
  return page
}

test('An operator finds a user by e-mail, marks the address verified and sees it in the audit log', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const suffix = Date.now().toString(36)
  // registered, never verified; the name holds what a careless search would take as wildcards
  const person = newPerson(`Zoë "50%_${suffix}" O'Neil`)
  const guest = await apiClient(baseURL!)
  const registered = await guest.post('/api/register', {
    ...person,
    password_confirmation: person.password,
  })
  expect(registered.status()).toBe(201)

  const page = await operatorPage(browser, baseURL!)
  await page.getByRole('link', { name: 'Betreiber-Konsole' }).click()
  await expect(page).toHaveURL(/\/superuser\/users$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible()
  await expectNoAxeViolations(page, 'users')
  const search = page.getByRole('searchbox', { name: 'Benutzer suchen' })
  const table = page.getByRole('table', { name: 'Benutzer der Installation' })

  // %, _ and quotes match themselves: exactly this person
  await search.fill(`"50%_${suffix}"`)
  await search.press('Enter')
  await expect(page).toHaveURL(/search=/)
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('link', { name: person.name })).toBeVisible()
  await search.fill(`50%_x${suffix}`)
  await search.press('Enter')
  await expect(page.getByText(`Nichts gefunden für „50%_x${suffix}“.`)).toBeVisible()

  // 10,000 characters: the screen says so in its language, asks nothing and keeps working
  await search.fill('%'.repeat(10_000))
  await expect(page.getByText('Höchstens 200 Zeichen.')).toBeVisible()
  await expect(table).toBeHidden()
  await expectNoAxeViolations(page, 'users, search too long')

  // found by e-mail, opened, verified
  await search.fill(person.email)
  await search.press('Enter')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('row', { name: person.email })).toContainText('Nicht bestätigt')
  await shot(page, 'console-users')
  await table.getByRole('link', { name: person.name }).click()
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible()
  await expect(page.getByText('Noch nicht bestätigt.')).toBeVisible()
  await expectNoAxeViolations(page, 'user')
  await page.getByRole('button', { name: 'Als bestätigt markieren' }).click()
  await expect(page.getByText('Die E-Mail-Adresse ist jetzt bestätigt.')).toBeVisible()
  await expect(page.getByText(/^Bestätigt am /)).toBeVisible()
  await shot(page, 'console-user')

  // back returns to the search the operator came from
  await page.goBack()
  await expect(search).toHaveValue(person.email)
  await expect(table.getByRole('row', { name: person.email })).not.toContainText('Nicht bestätigt')
  await page.goForward()

  // the audit log names who verified whom
  await page.getByRole('link', { name: 'Einträge im Protokoll' }).click()
  await expect(page).toHaveURL(/\/superuser\/audit\?target_type=user&target_id=\d+$/)
  const entries = page.getByRole('table', { name: 'Einträge des Protokolls' })
  const entry = entries.getByRole('row', { name: /E-Mail-Adresse bestätigt/ })
  await expect(entry).toContainText(SUPERUSER.email)
  await expect(entry).toContainText(`email: ${person.email}`)
  await expect(entries.getByRole('row')).toHaveCount(2)
  await expectNoAxeViolations(page, 'audit')
  await shot(page, 'console-audit')

  // the same screen in English
  await page.goto(`/en/superuser/audit?action=user.verify&actor=${SUPERUSER.email}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await expect(
    page
      .getByRole('table', { name: 'Entries of the audit log' })
      .getByRole('row', { name: person.email }),
  ).toContainText('E-mail address verified')
  await expectNoAxeViolations(page, 'audit in English')
  await page.context().close()
})

test('An operator suspends an organisation: its site shows the neutral page, its members see why, and unsuspending brings the site back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const suffix = Date.now().toString(36)
  const { person, api } = await verifiedPerson(baseURL!, 'Sonja Sonne')
  const title = `Bäckerei Sonne ${suffix}`
  const organization = await (await api.post('/api/organizations', { title })).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const identifier = `sonne-${suffix}`
  const site = await (await api.post('/api/sites', { title: 'Sonne', identifier }, headers)).json()
  const home = await api.post(
    '/api/page',
    { site_id: site.id, title: 'Willkommen', url: '' },
    headers,
  )
  expect(home.status(), await home.text()).toBe(201)
  expect((await api.post(`/api/sites/${site.id}/publish`, {}, headers)).status()).toBe(200)
  const visitor = await (await browser.newContext()).newPage()
  expect((await visitor.goto(siteUrl(baseURL!, identifier)))?.status()).toBe(200)
  await expect(visitor).toHaveTitle(/Willkommen/)

  // the operator finds the organisation and suspends it, after a dialog
  const operator = await operatorPage(browser, baseURL!)
  await operator.goto('/superuser/users')
  await followNavLink(operator, 'Betreiber-Konsole', 'Organisationen')
  await operator.getByRole('searchbox', { name: 'Organisationen suchen' }).fill(title)
  await operator.getByRole('searchbox', { name: 'Organisationen suchen' }).press('Enter')
  const list = operator.getByRole('table', { name: 'Organisationen der Installation' })
  await expect(list.getByRole('row')).toHaveCount(2)
  await expectNoAxeViolations(operator, 'organisations')
  await list.getByRole('link', { name: title }).click()
  await expect(operator.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const members = operator.getByRole('table', { name: 'Mitglieder und Rollen' })
  await expect(members.getByRole('row', { name: /Sonja Sonne/ })).toContainText('Inhaber/in')
  await expect(
    operator
      .getByRole('table', { name: 'Websites und Domains' })
      .getByRole('row', { name: /Sonne/ }),
  ).toContainText(identifier)
  await expect(operator.getByText(/Speicher für Medien: 0\sB\b/)).toBeVisible()
  await expectNoAxeViolations(operator, 'organisation')
  await operator.getByRole('textbox', { name: 'Grund' }).fill('Rechnungen seit drei Monaten offen.')
  await operator.getByRole('button', { name: 'Organisation sperren' }).click()
  const dialog = operator.getByRole('dialog', { name: 'Organisation sperren?' })
  await expect(dialog).toContainText(`Alle Websites von ${title}`)
  await expectNoAxeViolations(operator, 'suspend dialog')
  await dialog.getByRole('button', { name: 'Organisation sperren' }).click()
  await expect(operator.getByText('Die Organisation ist gesperrt', { exact: true })).toBeVisible()
  await expect(dialog).toBeHidden()
  await operator.evaluate(() => window.scrollTo(0, 0))
  await shot(operator, 'console-organization-suspended')

  // every visitor gets the neutral page, without the site's name
  const suspended = await visitor.reload()
  expect(suspended?.status()).toBe(503)
  await expect(visitor.getByText('Diese Website ist vorübergehend nicht erreichbar.')).toBeVisible()
  await expect(visitor.locator('body')).not.toContainText('Sonne')
  await expectNoAxeViolations(visitor, 'neutral page')

  // the members read why in their back office
  await loginWithOrganization(page, person, organization.id)
  await page.goto('/backend/organization')
  const notice = page.getByRole('alert', { name: 'Diese Organisation ist gesperrt' })
  await expect(notice).toContainText('Grund: Rechnungen seit drei Monaten offen.')
  await expectNoAxeViolations(page, 'suspended organisation, member')
  await shot(page, 'console-member-notice')

  // lifted: the site is back as it was, and both steps are in the audit log
  await operator.getByRole('button', { name: 'Sperre aufheben' }).click()
  await expect(
    operator.getByText('Die Sperre ist aufgehoben; die Websites sind wieder erreichbar.'),
  ).toBeVisible()
  expect((await visitor.reload())?.status()).toBe(200)
  await expect(visitor).toHaveTitle(/Willkommen/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(notice).toBeHidden()
  await operator.getByRole('link', { name: 'Einträge im Protokoll' }).click()
  const entries = operator.getByRole('table', { name: 'Einträge des Protokolls' })
  await expect(entries.getByRole('row', { name: /Sperre aufgehoben/ })).toBeVisible()
  await expect(entries.getByRole('row', { name: /Organisation gesperrt/ })).toContainText(
    'reason: Rechnungen seit drei Monaten offen.',
  )
  await visitor.context().close()
  await operator.context().close()
})

test('An operator disables a person, who is then refused at login, and deletes them after exporting their data', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const { person } = await verifiedPerson(baseURL!, 'Dora Delete')
  const operator = await operatorPage(browser, baseURL!)
  await operator.goto(`/superuser/users?search=${encodeURIComponent(person.email)}`)
  await operator.getByRole('link', { name: 'Dora Delete' }).click()

  // disabling asks first; the person's sessions end and the login says why
  await operator.getByRole('button', { name: 'Konto sperren' }).click()
  const disable = operator.getByRole('dialog', { name: 'Konto sperren?' })
  await disable.getByRole('button', { name: 'Konto sperren' }).click()
  await expect(operator.getByText(/^Gesperrt seit /)).toBeVisible()
  await expect(operator.getByText('Keine offenen Sitzungen.')).toBeVisible()
  await page.goto('/login')
  await fillLogin(page, person)
  await expect(
    page.getByText('Dieses Konto ist gesperrt. Bitte wenden Sie sich an den Betreiber.'),
  ).toBeVisible()

  // deleting without an export is refused with the server's words
  await operator.getByRole('button', { name: 'Konto löschen …' }).click()
  const remove = operator.getByRole('dialog', { name: 'Konto endgültig löschen?' })
  await expect(remove).toBeVisible()
  await expectNoAxeViolations(operator, 'delete dialog')
  await remove.getByRole('button', { name: 'Endgültig löschen' }).click()
  const danger = operator.getByRole('region', { name: 'Daten exportieren und Konto löschen' })
  await expect(danger.getByRole('alert')).toHaveText(
    'Laden Sie zuerst den Datenexport dieser Person herunter; gelöscht werden kann innerhalb einer Stunde danach.',
  )

  // the export is everything about the person, as JSON, without the password
  const [download] = await Promise.all([
    operator.waitForEvent('download'),
    danger.getByRole('button', { name: 'Daten exportieren (JSON)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^sitewerk-user-\d+-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'))
  expect(exported.account).toMatchObject({ email: person.email, name: 'Dora Delete' })
  expect(JSON.stringify(exported)).not.toContain('"password')

  await operator.getByRole('button', { name: 'Konto löschen …' }).click()
  await remove.getByRole('button', { name: 'Endgültig löschen' }).click()
  await expect(operator).toHaveURL(/\/superuser\/users$/)
  await expect(operator.getByText('Dora Delete wurde gelöscht.')).toBeVisible()
  await operator.goto(`/superuser/audit?actor=${SUPERUSER.email}&action=user.delete`)
  await expect(operator.getByRole('row', { name: person.email })).toContainText('Konto gelöscht')
  await operator.context().close()
})

test('A member who is not a superuser gets 403 at the console, on the screen and from the API', async ({
  page,
  baseURL,
}) => {
  const { person, api } = await verifiedPerson(baseURL!, 'Nora Normal')
  await page.goto('/login')
  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\//)
  await page.goto('/superuser/users')
  await expect(page.getByText('This action is unauthorized.')).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Benutzer suchen' })).toHaveCount(0)
  await expectNoAxeViolations(page, 'console refused')
  expect((await api.get('/api/superuser/users')).status()).toBe(403)
})
