import {
  expect,
  expectNoAxeViolations,
  loginWithOrganization,
  test,
  verifiedPerson,
} from './fixtures'

test('An owner turns the organisation’s captcha on and finds how to use it on own sites', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const { person, api } = await verifiedPerson(baseURL!)
  const title = `Captcha ${Date.now().toString(36)}`
  const organization = (await (await api.post('/api/organizations', { title })).json()) as {
    id: number
  }
  await loginWithOrganization(page, person, organization.id)

  await page.goto('/backend/organization')
  await page.getByRole('link', { name: 'Captcha' }).click()
  await expect(page).toHaveURL(/\/backend\/organization\/captcha\/settings$/)
  const toggle = page.getByRole('switch', { name: /^Captcha aktiv/ })
  await expect(toggle).not.toBeChecked()
  await toggle.check({ force: true })
  await page.getByText('Schwer', { exact: true }).click()
  const domains = page.getByRole('combobox', { name: 'Erlaubte Domains' })
  await domains.fill('www.example.com')
  await domains.press('Enter')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Die Captcha-Einstellungen wurden gespeichert.')).toBeVisible()
  await expectNoAxeViolations(page, 'captcha settings')
  await page.screenshot({ path: 'test-results/captcha-settings.png', fullPage: true })

  await page.getByRole('tab', { name: 'Einbindung' }).click()
  await expect(page).toHaveURL(/\/captcha\/integration$/)
  await expect(page.getByText('Aktiv', { exact: true })).toBeVisible()
  const challengeUrl = `${new URL(baseURL!).origin}/captcha/${organization.id}/challenge`
  await expect(page.getByText(`challengeurl="${challengeUrl}"`)).toBeVisible()
  const key = page.getByLabel('API-Schlüssel', { exact: true }).and(page.locator('input'))
  await expect(key).toHaveAttribute('type', 'password')
  const before = await key.inputValue()
  expect(before.length).toBeGreaterThan(20)

  // The challenge the snippet points at answers, for the allowed domain with CORS.
  const challenge = await page.request.get(challengeUrl, {
    headers: { origin: 'https://www.example.com' },
  })
  expect(challenge.status()).toBe(200)
  expect(challenge.headers()['access-control-allow-origin']).toBe('https://www.example.com')
  expect((await challenge.json()).maxnumber).toBe(250_000)

  await page.getByRole('button', { name: 'Schlüssel erneuern' }).click()
  const dialog = page.getByRole('dialog', { name: 'Schlüssel wirklich erneuern?' })
  await dialog.getByRole('button', { name: 'Schlüssel erneuern' }).click()
  await expect(page.getByText('Der API-Schlüssel wurde erneuert.')).toBeVisible()
  await expect.poll(() => key.inputValue()).not.toBe(before)

  await expectNoAxeViolations(page, 'captcha integration')
  await page.screenshot({ path: 'test-results/captcha-integration.png', fullPage: true })
})
