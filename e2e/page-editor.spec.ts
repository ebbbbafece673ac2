import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { createPage, insert, outline, signedInWithSite } from './editor-fixtures'
import { publishSite, siteUrl } from './fixtures'

const SHOTS = process.env.E2E_SHOTS

const contentNames = (page: Page) =>
  outline(page).locator('li[data-kind="content"] > div button[class*="name"]').allTextContents()

test('An editor creates a page, fills it with blocks, reorders, copies, deletes, undoes and saves it for visitors', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { site, identifier, organizationId } = await signedInWithSite(page, baseURL!)
  const { title, slug } = await createPage(page, site.id)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  await insert(page, 'Bühne (Hero)')
  await expect(page.getByRole('region', { name: 'Bühne (Hero)' })).toBeVisible()
  await insert(page, 'Text')
  await insert(page, 'Bild')
  expect(await contentNames(page)).toEqual(['Bühne (Hero)', 'Text', 'Bild'])
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-1.png` })

  // drag and drop: the image goes to the top
  const handle = (name: string) =>
    outline(page).getByRole('button', { name: `„${name}“ verschieben` })
  await dragTo(page, handle('Bild'), handle('Bühne (Hero)'))
  expect(await contentNames(page)).toEqual(['Bild', 'Bühne (Hero)', 'Text'])
  // keyboard: pick the text up, move it up once, drop it
  await handle('Text').focus()
  await page.keyboard.press('Space')
  const announcer = page.getByRole('status').filter({ hasText: '„Text“ ist über' })
  await expect(announcer).toHaveText('„Text“ ist über „Text“.')
  // dnd-kit listens for the arrows a moment after the pick-up: an arrow pressed before is lost
  await expect(async () => {
    if ((await announcer.textContent()) === '„Text“ ist über „Text“.')
      await page.keyboard.press('ArrowUp')
    await expect(announcer).toHaveText('„Text“ ist über „Bühne (Hero)“.', { timeout: 2_000 })
  }).toPass({ timeout: 10_000 })
  await page.keyboard.press('Space')
  await expect.poll(() => contentNames(page)).toEqual(['Bild', 'Text', 'Bühne (Hero)'])

  // a copy is selected; deleting it re-selects its section (spec §4)
  await outline(page).getByRole('button', { name: 'Text', exact: true }).click()
  await page
    .getByRole('region', { name: 'Text' })
    .getByRole('button', { name: 'Duplizieren' })
    .click()
  await expect.poll(() => contentNames(page)).toEqual(['Bild', 'Text', 'Text', 'Bühne (Hero)'])
  await expect(outline(page).locator('[aria-current="true"]').nth(0)).toHaveText('Text')
  await page.getByRole('region', { name: 'Text' }).getByRole('button', { name: 'Löschen' }).click()
  const confirm = page.getByRole('dialog', { name: 'Wirklich löschen?' })
  await confirm.getByRole('button', { name: 'Löschen' }).click()
  await expect.poll(() => contentNames(page)).toEqual(['Bild', 'Text', 'Bühne (Hero)'])
  await expect(page.getByRole('region', { name: 'Abschnitt' })).toBeVisible()

  // a headline typed, undone and redone
  await outline(page).getByRole('button', { name: 'Text', exact: true }).click()
  const headline = page
    .getByRole('region', { name: 'Text' })
    .getByLabel('Überschrift', { exact: true })
  await headline.fill('Unsere Werkstatt')
  await expect(
    page.frameLocator('iframe[title="Vorschau der Seite"]').getByText('Unsere Werkstatt'),
  ).toBeVisible()
  await outline(page).getByRole('button', { name: 'Text', exact: true }).focus()
  await page.keyboard.press('Control+z')
  await expect(headline).toHaveValue('Überschrift')
  await page.keyboard.press('Control+Shift+z')
  await expect(headline).toHaveValue('Unsere Werkstatt')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-2.png` })

  // the server goes away during the save: the change stays, marked unsaved, and a retry saves it
  await page.route('**/api/content/*', (route) =>
    route.request().method() === 'PATCH' ? route.abort() : route.fallback(),
  )
  await page.getByRole('button', { name: /Speichern/ }).click()
  const failure = page.getByRole('alert').filter({ hasText: 'Speichern fehlgeschlagen' })
  await expect(failure).toBeVisible()
  await expect(page.getByRole('button', { name: /Ungespeichert: 1/ })).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-3.png` })
  await page.unroute('**/api/content/*')
  await failure.getByRole('button', { name: 'Erneut versuchen' }).click()
  await expect(failure).toBeHidden()
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled()

  // once published, visitors see the saved page in the new order
  await publishSite(page, { siteId: site.id, organizationId })
  const visitor = await page.context().newPage()
  await visitor.goto(siteUrl(baseURL!, identifier, `/${slug}`))
  await expect(visitor.getByRole('heading', { name: 'Unsere Werkstatt' })).toBeVisible()
  const order = await visitor
    .locator('[data-sw-content]')
    .evaluateAll((nodes) => nodes.map((n) => n.className.match(/sw-c-(\w+)/)?.[1]))
  expect(order).toEqual(['image', 'text', 'hero'])
  await visitor.close()

  // preview widths
  const frame = page.locator('iframe[title="Vorschau der Seite"]')
  // the preview widths of the top bar (the panels name the devices too, decision 040)
  const width = (name: string) => page.getByRole('radio', { name, exact: true }).locator('..')
  await width('Klein').click()
  await expect(frame).toHaveCSS('width', '480px')
  await width('Mittel').click()
  await expect(frame).toHaveCSS('width', '768px')

  const { violations } = await new AxeBuilder({ page })
    .exclude('iframe[title="Vorschau der Seite"]')
    .analyze()
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])
})

test('An owner deletes a block by mistake, takes it back with „Rückgängig“ and finds it again after a reload', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { site, api, headers } = await signedInWithSite(page, baseURL!, 'Backstube')
  const pageOf = (title: string, url: string) =>
    api.post('/api/page', { site_id: site.id, title, url, create_article: true }, headers)
  expect((await pageOf('Start', '')).status()).toBe(201)
  expect((await pageOf('Team', 'team')).status()).toBe(201)

  // the editor of the home page is an address of its own: a reload stays in the editor
  await page.goto(`/?siteId=${site.id}`)
  await expect(page.getByRole('heading', { name: 'Start' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Start' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/\\?siteId=${site.id}$`))

  await insert(page, 'Text')
  await insert(page, 'Bild')
  const headline = page
    .getByRole('region', { name: 'Text' })
    .getByLabel('Überschrift', { exact: true })
  await outline(page).getByRole('button', { name: 'Text', exact: true }).click()
  await headline.fill('Frisch aus dem Ofen')
  await page.getByRole('button', { name: /Speichern/ }).click()
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled()

  // while a block is dragged, a line shows where it will land
  const handle = (name: string) =>
    outline(page).getByRole('button', { name: `„${name}“ verschieben` })
  const from = (await handle('Bild').boundingBox())!
  const to = (await handle('Text').boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 6, { steps: 3 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 12 })
  await expect(outline(page).locator('li[data-drop]')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await page.mouse.up()
  await expect(outline(page).locator('li[data-drop]')).toHaveCount(0)
  expect(await contentNames(page)).toEqual(['Text', 'Bild'])

  // the dialog names what goes; „Rückgängig“ brings it back with its text
  await outline(page).getByRole('button', { name: 'Text', exact: true }).click()
  await page.getByRole('region', { name: 'Text' }).getByRole('button', { name: 'Löschen' }).click()
  const confirm = page.getByRole('dialog', { name: 'Wirklich löschen?' })
  await expect(confirm).toContainText('Block „Text“ löschen?')
  await confirm.getByRole('button', { name: 'Löschen' }).click()
  await expect.poll(() => contentNames(page)).toEqual(['Bild'])
  await page.getByRole('button', { name: 'Rückgängig' }).click()
  await expect.poll(() => contentNames(page)).toEqual(['Text', 'Bild'])
  await expect(headline).toHaveValue('Frisch aus dem Ofen')
  const preview = page.frameLocator('iframe[title="Vorschau der Seite"]')
  await expect(preview.getByText('Frisch aus dem Ofen')).toBeVisible()
  // it is back on the server already: nothing waits for Save, and a reload shows it
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled()
  await page.reload()
  await expect.poll(() => contentNames(page)).toEqual(['Text', 'Bild'])
  await expect(preview.getByText('Frisch aus dem Ofen')).toBeVisible()

  // the top bar: the live page, the other pages, the shortcuts
  const live = page.getByRole('link', { name: 'Live ansehen' })
  await expect(live).toHaveAttribute('target', '_blank')
  await expect(live).toHaveAttribute('rel', /noopener/)
  await page.getByRole('heading', { name: 'Start' }).click()
  await page.keyboard.press('?')
  const shortcuts = page.getByRole('dialog', { name: 'Tastenkürzel' })
  await expect(shortcuts.getByRole('row', { name: /Rückgängig/ })).toContainText('Strg + Z')
  const axe = async () =>
    (
      await new AxeBuilder({ page }).exclude('iframe[title="Vorschau der Seite"]').analyze()
    ).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id)
  expect(await axe()).toEqual([])
  await page.keyboard.press('Escape')
  await expect(shortcuts).toBeHidden()
  await page.getByRole('combobox', { name: 'Seite wechseln' }).click()
  await page.getByRole('option', { name: 'Team (/team)' }).click()
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/team\\?siteId=${site.id}$`))
  expect(await axe()).toEqual([])
})

/** A pointer drag in small steps, as a person's mouse moves (dnd-kit needs the moves). */
async function dragTo(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!
  const b = (await to.boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 6, { steps: 3 })
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - 4, { steps: 12 })
  await page.mouse.up()
}
