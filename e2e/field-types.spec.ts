import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations, loginWithOrganization, verifiedPerson } from './fixtures'

const SHOTS = process.env.E2E_SCREENSHOTS_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

test.use({ viewport: { width: 1280, height: 900 } })

test('An editor formats rich text, edits HTML with a diff and sorts repeat rows by mouse and keyboard', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { person, api } = await verifiedPerson(baseURL!, 'Rita Reich')
  // titles of their own per try: an existing organisation's title asks its owners to join
  // instead, and a site's identifier (its host) is unique across organisations
  const name = `Textwerk ${Date.now()}`
  const organization = await (await api.post('/api/organizations', { title: name })).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const created = await api.post('/api/sites', { title: name }, headers)
  expect(created.status()).toBe(201)
  const site = await created.json()
  const schema = [
    { $formkit: 'wysiwyg', name: 'intro', label: 'Einleitung' },
    { $formkit: 'html', name: 'embed', label: 'Einbettung' },
    {
      $formkit: 'repeat',
      name: 'cards',
      label: 'Karten',
      schema: [{ $formkit: 'text', name: 'title', label: 'Titel' }],
    },
  ]
  expect(
    (await api.patch(`/api/sites/${site.id}`, { variables_schema: schema }, headers)).status(),
  ).toBe(200)
  const variables = {
    embed: '<div class="karte">alt</div>',
    cards: [{ title: 'Eins' }, { title: 'Zwei' }, { title: 'Drei' }],
  }
  const put = await api.context.put(`/api/sites/${site.id}/variables`, {
    data: { variables },
    headers: { 'x-xsrf-token': await api.token(), ...headers },
  })
  expect(put.status()).toBe(200)

  await loginWithOrganization(page, person, organization.id)
  await page.goto('/puronectar/site/variables')
  // the values form (the schema builder below shows the same fields read-only)
  const values = page.getByRole('region', { name: 'Werte' })

  // rich text: typed, a heading and bold from the toolbar and the keyboard
  const intro = values.getByRole('textbox', { name: 'Einleitung' })
  await intro.click()
  await page.keyboard.type('Willkommen')
  await values.getByRole('button', { name: 'Überschrift 2' }).click()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Wir sind ')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('neu')
  await page.keyboard.press('Control+b')
  await page.keyboard.type(' <script>alert(1)</script>')
  await expect(intro.locator('h2')).toHaveText('Willkommen')
  await expect(intro.locator('strong')).toHaveText('neu')
  await values.getByRole('button', { name: '„Einbettung“ im großen Editor öffnen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Einbettung' })
  await expect(dialog.getByRole('textbox', { name: 'Einbettung' })).toBeVisible()
  await shot(page, 'field-types-dialog')
  await dialog.getByRole('textbox', { name: 'Einbettung' }).click()
  await page.keyboard.press('Escape') // leaves the editor
  await page.keyboard.press('Escape') // closes the dialog
  await expect(dialog).toBeHidden()
  await shot(page, 'field-types-rich-text')

  // HTML: the change shows against the value the form opened with
  const embed = values.getByRole('textbox', { name: 'Einbettung' })
  await embed.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type('\n<p onclick="x()">neu') // the editor closes the tag itself
  await values.getByRole('switch', { name: 'Änderungen zeigen' }).check({ force: true })
  await expect(page.locator('.cm-changedLine').first()).toBeVisible()

  // repeat: drag the third row onto the first with the mouse
  const handle = (n: number) =>
    values.getByRole('button', { name: `Karten, Eintrag ${n} ziehen oder mit Leertaste aufnehmen` })
  const title = (n: number) =>
    values.getByRole('group', { name: `Karten, Eintrag ${n}`, exact: true }).getByLabel('Titel')
  await handle(3).scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 300)
  // the wheel scrolls smoothly: a box read while the page still moves misses the handle
  const from = await settledBox(handle(3))
  const to = await settledBox(handle(1))
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 8 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, { steps: 12 })
  // drop only once the row is over the first place (on a busy machine the list may still move)
  const liveRegion = page.locator('[id^="DndLiveRegion-"]', { hasText: 'Karten' })
  const announced = (text: string) => expect(liveRegion).toHaveText(text)
  await expect(async () => {
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 12, { steps: 2 })
    await expect(liveRegion).toHaveText('Karten, Eintrag 3 über Position 1 von 3.', {
      timeout: 1_000,
    })
  }).toPass({ timeout: 10_000 })
  await page.mouse.up()
  await expect(title(1)).toHaveValue('Drei')
  await expect(title(2)).toHaveValue('Eins')
  // and the second one down by keyboard
  await handle(2).focus()
  await page.keyboard.press('Space')
  await announced('Karten, Eintrag 2 über Position 2 von 3.')
  // dnd-kit listens for arrows a moment after it announces the pick-up: a press before that is
  // lost, and one more past the last place stays there
  await expect(async () => {
    await page.keyboard.press('ArrowDown')
    await expect(liveRegion).toHaveText('Karten, Eintrag 2 über Position 3 von 3.', {
      timeout: 1_000,
    })
  }).toPass({ timeout: 10_000 })
  await page.keyboard.press('Space')
  await announced('Karten, Eintrag 2 an Position 3 von 3 abgelegt.')
  await expect(title(3)).toHaveValue('Eins')
  await expect(title(2)).toHaveValue('Zwei')
  await shot(page, 'field-types')
  await expectNoAxeViolations(page, 'every field type')

  await values.getByRole('button', { name: 'Variablen speichern' }).click()
  await expect(page.getByText('Die Variablen wurden gespeichert.')).toBeVisible()
  const saved = (await (await api.get(`/api/sites/${site.id}`, headers)).json()).variables
  expect(saved.intro).toBe(
    '<h2>Willkommen</h2><p>Wir sind <strong>neu</strong> &lt;script&gt;alert(1)&lt;/script&gt;</p>',
  )
  expect(saved.embed).toBe('<div class="karte">alt</div>\n<p>neu</p>')
  expect(saved.cards).toEqual([{ title: 'Drei' }, { title: 'Zwei' }, { title: 'Eins' }])
})

/** The element's box once two readings a moment apart agree (the page stopped scrolling). */
async function settledBox(locator: Locator) {
  let last = await locator.boundingBox()
  await expect(async () => {
    const now = await locator.boundingBox()
    const still = now !== null && last !== null && now.x === last.x && now.y === last.y
    last = now
    expect(still).toBe(true)
  }).toPass({ timeout: 10_000 })
  return last!
}
