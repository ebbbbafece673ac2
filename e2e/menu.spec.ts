import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, fillLogin, publishSite, verifiedPerson, siteUrl } from './fixtures'

test('An owner arranges the menu, a visitor sees it, and a page created without the menu option stays out of it', async ({
  page,
  baseURL,
}) => {
  const { person, api } = await verifiedPerson(baseURL!, 'Mira Menü')
  const suffix = person.email.slice(6, 14)
  const organization = await (
    await api.post('/api/organizations', { title: `Menü ${suffix}` })
  ).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const site = await (
    await api.post('/api/sites', { title: 'Bäckerei Korn', identifier: `menu-${suffix}` }, headers)
  ).json()
  await page.goto('/login')
  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\//)
  await page.goto(`/puronectar/site?siteId=${site.id}`)
  await page.getByRole('link', { name: 'Website einrichten' }).click()
  await page.getByRole('radio', { name: /Wald \(Grün\)/ }).check()
  await page.getByRole('button', { name: 'Weiter' }).click()
  await page.getByRole('button', { name: 'Website einrichten' }).click()
  await expect(page.getByText('3 Seiten wurden angelegt.')).toBeVisible()

  await page.getByRole('link', { name: 'Navigation', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Navigation', level: 1 })).toBeVisible()
  await expect(page.getByText('Das Menü folgt noch dem Seitenbaum')).toBeVisible()
  // Checked as the owner reads it, without the pointer resting on the side navigation.
  await page.mouse.move(0, 0)
  await expectNoAxeViolations(page, 'navigation screen')

  const entry = (name: string) => page.getByRole('group', { name, exact: true })
  await entry('Über uns').getByLabel('Bezeichnung im Menü').fill('Wir über uns')

  const addLink = page.getByRole('region', { name: 'Link hinzufügen' })
  await addLink.getByLabel('Bezeichnung').fill('Onlineshop')
  await addLink.getByRole('textbox', { name: 'Adresse' }).fill('https://shop.example.com/')
  await addLink.getByRole('checkbox', { name: 'In neuem Tab öffnen' }).check()
  await addLink.getByRole('button', { name: 'Link hinzufügen' }).click()

  // Sorted with the keyboard: space picks the entry up, an arrow moves it, space drops it.
  const region = page.locator('[id^="DndLiveRegion-"]')
  const announced = (text: string) => expect(region).toHaveText(text)
  await page.getByRole('button', { name: '„Onlineshop“ verschieben' }).focus()
  await page.keyboard.press('Space')
  await announced('„Onlineshop“ ist jetzt an Position 4.')
  // dnd-kit listens for the arrows a moment after the pick-up: an arrow pressed before is lost
  await expect(async () => {
    if ((await region.textContent()) === '„Onlineshop“ ist jetzt an Position 4.')
      await page.keyboard.press('ArrowUp')
    await expect(region).toHaveText('„Onlineshop“ ist jetzt an Position 3.', { timeout: 2_000 })
  }).toPass({ timeout: 10_000 })
  await page.keyboard.press('Space')
  await announced('„Onlineshop“ an Position 3 abgelegt.')
  await expect(page.getByRole('button', { name: '„Onlineshop“ nach oben' })).toBeEnabled()
  await expect(page.getByRole('button', { name: '„Onlineshop“ nach unten' })).toBeEnabled()
  await page
    .getByRole('button', { name: '„Onlineshop“ ins Untermenü von „Wir über uns“ verschieben' })
    .click()
  await expect(
    page.getByRole('region', { name: 'Untermenü von „Wir über uns“' }).getByRole('group', {
      name: 'Onlineshop',
    }),
  ).toBeVisible()
  await entry('Kontakt').getByRole('switch', { name: 'Im Menü zeigen' }).uncheck({ force: true })
  await expect(entry('Kontakt').getByText('Verborgen')).toBeVisible()
  await expectNoAxeViolations(page, 'navigation screen, arranged')
  await page.getByRole('button', { name: 'Menü speichern' }).click()
  await expect(page.getByText('Das Menü ist gespeichert.')).toBeVisible()
  const published = { siteId: site.id, organizationId: organization.id }
  await publishSite(page, published)

  await page.goto(siteUrl(baseURL!, `menu-${suffix}`, '/ueber-uns'))
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' })
  await expect(menu.getByRole('link', { name: 'Start' })).toBeVisible()
  const about = menu.getByRole('link', { name: 'Wir über uns' })
  await expect(about).toHaveAttribute('aria-current', 'page')
  // The header's own button to the contact page stays; the menu entry is hidden.
  await expect(menu.getByRole('listitem').getByRole('link', { name: 'Kontakt' })).toHaveCount(0)
  await about.hover()
  const shop = menu.getByRole('link', { name: 'Onlineshop' })
  await expect(shop).toBeVisible()
  await expect(shop).toHaveAttribute('href', 'https://shop.example.com/')
  await expect(shop).toHaveAttribute('target', '_blank')
  await expect(shop).toHaveAttribute('rel', 'noopener')

  await page.goto(`/puronectar/createpage?siteId=${site.id}`)
  await page.getByRole('textbox', { name: /Titel/ }).fill('Intern')
  const option = page.getByRole('checkbox', { name: 'Im Menü anzeigen' })
  await expect(option).toBeChecked()
  await option.uncheck()
  await page.getByRole('button', { name: 'Seite anlegen' }).click()
  await expect(page).toHaveURL(/\/intern/)
  await publishSite(page, published)

  await page.goto(siteUrl(baseURL!, `menu-${suffix}`, '/intern'))
  await expect(page).toHaveTitle('Intern | Bäckerei Korn')
  await expect(menu.getByRole('link', { name: 'Wir über uns' })).toBeVisible()
  await expect(menu.getByRole('listitem').getByRole('link', { name: 'Intern' })).toHaveCount(0)
})
