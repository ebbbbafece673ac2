import AxeBuilder from '@axe-core/playwright'
import { randomBytes } from 'node:crypto'
import { expect, fillLogin, test, verifiedPerson } from './fixtures'

const NIGHT = { title: 'Nacht', highlight_color: '#1d3557' }
const SUN = { title: 'Sonne', highlight_color: '#ffd800' }

test('An owner dresses the back office in a colour set; another organisation keeps the default look', async ({
  page,
  baseURL,
}) => {
  const { person, api } = await verifiedPerson(baseURL!)
  const suffix = randomBytes(3).toString('hex')
  const create = async (title: string) =>
    (await (await api.post('/api/organizations', { title })).json()) as { id: number }
  const plain = await create(`Schlicht ${suffix}`)
  const organization = await create(`Farbwerk ${suffix}`)
  for (const set of [NIGHT, SUN]) {
    const res = await api.post(
      '/api/colorsets',
      { ...set, secondary_color: '#cccccc', text_color: '#222222', background_color: '#fffbea' },
      { 'x-organization-id': String(organization.id) },
    )
    expect(res.status()).toBe(201)
  }

  await page.goto('/login')
  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\/user$/)
  await page.getByRole('button', { name: /^Organisation wechseln/ }).click()
  await page.getByRole('menuitem', { name: `Farbwerk ${suffix}` }).click()
  await expect(page).toHaveURL(/\/backend\/organization$/)

  await page.getByRole('link', { name: 'Darstellung' }).click()
  await expect(page.getByRole('heading', { name: 'Darstellung' })).toBeVisible()
  const save = page.getByRole('button', { name: 'Speichern' })
  const header = page.locator('header')
  const style =
    (property: 'backgroundColor' | 'color' | 'borderBottomColor') => async (locator: typeof save) =>
      locator.evaluate((el, p) => getComputedStyle(el)[p], property)

  await page.getByRole('radio', { name: SUN.title }).check()
  await save.click()
  await expect(page.getByText('Die Darstellung wurde gespeichert.')).toBeVisible()
  await page.mouse.move(1, 300) // off the button: its hover shade is another one
  // the highlight colour fills primary buttons; white fails AA on yellow, so the text is black
  await expect.poll(() => style('backgroundColor')(save)).toBe('rgb(255, 216, 0)')
  expect(await style('color')(save)).toBe('rgb(0, 0, 0)')
  expect(await style('borderBottomColor')(header)).toBe('rgb(255, 216, 0)')
  // header and navigation wear the set's background where its text reads AA
  expect(await style('backgroundColor')(header)).toBe('rgb(255, 251, 234)')

  await page.getByRole('radio', { name: NIGHT.title }).check()
  await save.click()
  await page.mouse.move(1, 300)
  await expect.poll(() => style('backgroundColor')(save)).toBe('rgb(29, 53, 87)')
  expect(await style('color')(save)).toBe('rgb(255, 255, 255)')

  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  await page.screenshot({ path: 'test-results/appearance.png', fullPage: true })

  // switching organisation switches the colours: the other one has none, the default look
  await page.getByRole('button', { name: /^Organisation wechseln/ }).click()
  await page.getByRole('menuitem', { name: `Schlicht ${suffix}` }).click()
  await page.getByRole('link', { name: 'Darstellung' }).click()
  await expect(page.getByRole('radio', { name: 'Standard (Sitewerk)' })).toBeChecked()
  await expect.poll(() => style('backgroundColor')(save)).not.toBe('rgb(29, 53, 87)')
  expect(await style('backgroundColor')(header)).toBe('rgb(255, 255, 255)')
  expect(plain.id).not.toBe(organization.id)
})
