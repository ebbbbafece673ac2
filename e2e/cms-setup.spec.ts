import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { fillLogin, verifiedPerson } from './fixtures'

test('A new site’s owner sets it up with the wizard and finds its pages on the site host', async ({
  page,
  baseURL,
}) => {
  const { person, api } = await verifiedPerson(baseURL!, 'Sina Setup')
  const suffix = person.email.slice(6, 14)
  const organization = await (
    await api.post('/api/organizations', { title: `Setup ${suffix}` })
  ).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const site = await (
    await api.post(
      '/api/sites',
      { title: 'Gärtnerei Grün', identifier: `setup-${suffix}` },
      headers,
    )
  ).json()

  await page.goto('/login')
  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\//)
  await page.goto(`/puronectar/site?siteId=${site.id}`)
  await page.getByRole('link', { name: 'Website einrichten' }).click()
  await expect(page).toHaveURL(/\/puronectar\/cms-setup/)

  await page.getByRole('radio', { name: /Wald \(Grün\)/ }).check()
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  await page.getByRole('button', { name: 'Weiter' }).click()
  await page.getByRole('checkbox', { name: /Über uns/ }).click()
  await page.getByRole('button', { name: 'Website einrichten' }).click()
  await expect(page.getByText('2 Seiten wurden angelegt.')).toBeVisible()
  await page.getByRole('button', { name: 'Startseite im Editor öffnen' }).click()
  await expect(page).not.toHaveURL(/cms-setup/)

  const host = new URL(baseURL!)
  host.hostname = `setup-${suffix}.localhost`
  await page.goto(host.toString())
  await expect(page).toHaveTitle('Start | Gärtnerei Grün')
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' })
  await expect(navigation.getByRole('link', { name: 'Start' })).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'Über uns' })).toHaveCount(0)
  host.pathname = '/kontakt'
  await page.goto(host.toString())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Wir freuen uns auf Ihre Nachricht',
  )
})
