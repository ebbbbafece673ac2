import { expect, test } from '@playwright/test'
import { apiClient, fillLogin, latestMailTo, linkIn, newPerson, verifiedPerson } from './fixtures'

test('A newcomer registers, verifies the e-mail from the outbox, creates an organisation and lands on its dashboard', async ({
  page,
  baseURL,
}) => {
  const person = newPerson('Nora Neu')
  await page.goto('/register')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(person.name)
  await page.getByLabel('E-Mail-Adresse').fill(person.email)
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(person.password)
  await page.getByRole('textbox', { name: 'Passwort wiederholen' }).fill(person.password)
  await page.getByRole('button', { name: 'Registrieren' }).click()

  await expect(page).toHaveURL(/\/backend\/user$/)
  await expect(page.getByText('Bitte bestätige deine E-Mail-Adresse')).toBeVisible()

  const mail = await latestMailTo(baseURL!, person.email)
  expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse')
  await page.goto(linkIn(mail))
  await expect(page.getByText('Deine E-Mail-Adresse ist bestätigt.')).toBeVisible()

  await page.goto('/backend/organizations/create')
  await page.getByLabel('Name der Organisation').fill(`Nora Bau ${person.email.slice(6, 14)}`)
  await page.getByRole('button', { name: 'Organisation erstellen' }).click()
  await expect(page).toHaveURL(/\/backend\/organization$/)
  await expect(page.getByRole('heading', { name: /Nora Bau/ })).toBeVisible()
  await expect(page.getByRole('cell', { name: person.email })).toBeVisible()
})

test('A person logs out and logs in again', async ({ page, baseURL }) => {
  const { person } = await verifiedPerson(baseURL!, 'Lars Login')
  await page.goto('/login')
  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\//)

  await page.getByRole('button', { name: /Benutzermenü von Lars Login/ }).click()
  await page.getByRole('menuitem', { name: 'Abmelden' }).click()
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible()
  await page.goto('/backend/user')
  await expect(page).toHaveURL(/\/login\?from=/)

  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\/user$/)
  await expect(page.getByText(person.email)).toBeVisible()
})

test('A visitor switches the back office to English and back to German', async ({
  page,
  context,
}) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible()
  await page.getByRole('button', { name: 'Sprache: Deutsch. Sprache wechseln' }).click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const localeCookie = (await context.cookies()).find((c) => c.name === 'locale')
  expect(localeCookie?.value).toBe('en')

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.getByRole('button', { name: 'Language: English. Change language' }).click()
  await page.getByRole('menuitem', { name: 'Deutsch' }).click()
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible()
})

test('A save with a stale CSRF token recovers without the person noticing', async ({
  page,
  context,
  baseURL,
}) => {
  const { person } = await verifiedPerson(baseURL!, 'Clara Csrf')
  await page.goto('/login')
  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\/user$/)

  const { hostname } = new URL(baseURL!)
  await context.addCookies([
    { name: 'XSRF-TOKEN', value: 'stale-token', domain: hostname, path: '/' },
  ])
  const mismatches: number[] = []
  page.on('response', (res) => res.status() === 419 && mismatches.push(419))

  await page.goto('/backend/user/edit')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Clara Neu')
  await page.getByRole('button', { name: 'Speichern' }).first().click()
  await expect(page.getByText('Deine Daten wurden gespeichert.')).toBeVisible()
  expect(mismatches).toEqual([419])
})

test('Too many failed logins show “Zu viele Anfragen.” with the time to wait', async ({ page }) => {
  const person = newPerson()
  await page.goto('/login')
  for (let attempt = 0; attempt < 6; attempt++) {
    // Each attempt is answered before the next: a click while one is on its way sends nothing.
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/login',
    )
    await fillLogin(page, { email: person.email, password: `falsch-${attempt}` })
    await answered
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeEnabled()
  }
  await expect(page.getByText('Zu viele Anfragen.', { exact: false }).first()).toBeVisible()
  await expect(page.getByText(/Versuche es erneut in \d+ Sekunden/).first()).toBeVisible()
})

test('A member of one organisation cannot read another organisation', async ({ page, baseURL }) => {
  const alpha = await verifiedPerson(baseURL!, 'Anna Alpha')
  const beta = await verifiedPerson(baseURL!, 'Bernd Beta')
  const suffix = alpha.person.email.slice(6, 14)
  const alphaOrg = await (
    await alpha.api.post('/api/organizations', { title: `Alpha ${suffix}` })
  ).json()
  const betaOrg = await (
    await beta.api.post('/api/organizations', { title: `Beta ${suffix}` })
  ).json()

  const stolen = await alpha.api.get(`/api/organization/${betaOrg.id}`, {
    'x-organization-id': String(betaOrg.id),
  })
  expect(stolen.status()).toBe(404)
  expect(await stolen.text()).not.toContain('Beta')

  await page.goto('/login')
  await fillLogin(page, alpha.person)
  await expect(page).toHaveURL(/\/backend\//)
  await page.evaluate(
    (id) => localStorage.setItem('sitewerk.organization_id', String(id)),
    betaOrg.id,
  )
  await page.goto('/backend/organization')
  await expect(page.getByRole('heading', { name: `Alpha ${suffix}` })).toBeVisible()
  await expect(page.getByText(`Beta ${suffix}`)).toHaveCount(0)
  expect(alphaOrg.id).not.toBe(betaOrg.id)
})

test('The API answers a guest with 401 and malformed JSON with a 422, never a stack trace', async ({
  baseURL,
}) => {
  const guest = await apiClient(baseURL!)
  expect((await guest.get('/api/user')).status()).toBe(401)
  const broken = await guest.context.post('/api/login', {
    data: Buffer.from('{"email":'),
    headers: { 'content-type': 'application/json', 'x-xsrf-token': await guest.token() },
  })
  expect(broken.status()).toBe(422)
  expect(await broken.json()).toEqual({
    message: 'Die eingegebenen Daten sind ungültig.',
    errors: { body: ['Der Inhalt ist kein gültiges JSON.'] },
  })
})
