import { randomBytes } from 'node:crypto'
import { apiClient, expect, expectNoAxeViolations, SUPERUSER, test } from './fixtures'

/*
 * Issue 14: a visitor uses a site's contact form on a phone, with the keyboard; the form works
 * without JavaScript too. The site and its form are made through the API in the demo organisation.
 */

const CONTACT = [
  { $formkit: 'text', name: 'name', label: 'Ihr Name', required: true },
  { $formkit: 'email', name: 'email', label: 'E-Mail', required: true, help: 'Für unsere Antwort' },
  {
    $formkit: 'radio',
    name: 'topic',
    label: 'Anliegen',
    options: [
      { label: 'Frage', value: 'question' },
      { label: 'Bestellung', value: 'order' },
    ],
  },
  { $formkit: 'checkbox', name: 'callback', label: 'Bitte rufen Sie mich an' },
  {
    $formkit: 'text',
    name: 'phone',
    label: 'Telefon',
    required: true,
    showIf: { name: 'callback' },
  },
  { $formkit: 'textarea', name: 'message', label: 'Nachricht' },
]

let pageUrl = ''
let entriesOf: () => Promise<{ data: Record<string, unknown> }[]> = async () => []

test.use({ viewport: { width: 390, height: 844 } })

test.beforeAll(async ({ baseURL }) => {
  const admin = await apiClient(baseURL!)
  await admin.login(SUPERUSER)
  const demo = await (await admin.get('/api/site?domain=demo.localhost')).json()
  const headers = { 'x-organization-id': String(demo.organization_id) }
  const post = async (url: string, data: unknown) => {
    const res = await admin.post(url, data, headers)
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true)
    return res.json()
  }
  const identifier = `formular-${randomBytes(3).toString('hex')}`
  const site = await post('/api/sites', {
    title: `Formular ${Date.now().toString(36)}`,
    identifier,
  })
  const form = await post('/api/forms', { site_id: site.id, title: 'Kontakt', schema: CONTACT })
  const components = await (await admin.get('/api/components', headers)).json()
  const embed = components.find((c: { key: string }) => c.key === 'form-embed')
  const page = await post('/api/page', {
    site_id: site.id,
    title: 'Kontakt',
    url: '',
    create_article: true,
  })
  const tree = await (await admin.get(`/api/page/${page.id}`, headers)).json()
  await post('/api/content', {
    section_id: tree.articles[0].sections[0].id,
    component_id: embed.id,
    data: { ...embed.data, form: form.id },
  })
  await post(`/api/sites/${site.id}/publish`, {})
  const url = new URL(baseURL!)
  url.hostname = `${identifier}.localhost`
  pageUrl = url.toString()
  entriesOf = async () =>
    (await (await admin.get(`/api/forms/${form.id}/entries`, headers)).json()).data
})

test('A visitor fills in the form with the keyboard, is shown what is missing, and sends it', async ({
  page,
}) => {
  await page.goto(pageUrl)
  const form = page.getByRole('form', { name: 'Kontakt' })
  const send = form.getByRole('button', { name: 'Absenden' })
  await expect(form.getByLabel('Telefon')).toBeHidden()
  await expect(page.locator('script[src^="/_sitewerk/form."]')).toHaveCount(1)
  // Enhanced once the island has the form: the browser's own bubbles give way to its messages.
  await expect(form).toHaveAttribute('novalidate', '')

  await send.focus()
  await page.keyboard.press('Enter')
  const name = form.getByLabel('Ihr Name')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Dieses Feld ist erforderlich.')
  await expect(form.getByLabel('E-Mail')).toHaveAccessibleDescription(
    'Für unsere Antwort Dieses Feld ist erforderlich.',
  )
  await page.screenshot({ path: 'test-results/public-form-errors-390.png', fullPage: true })
  await expectNoAxeViolations(page, 'form with errors')

  await page.keyboard.type('Ada Lovelace')
  await expect(name).not.toHaveAttribute('aria-invalid')
  await page.keyboard.press('Tab')
  await page.keyboard.type('ada@example')
  await page.keyboard.press('Tab') // the first choice of the topic
  await page.keyboard.press('ArrowDown') // … picks the second
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space') // the call-back box: the phone field appears
  await expect(form.getByLabel('Telefon')).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.type('0511 123456')
  await send.focus()
  await page.keyboard.press('Enter')
  const email = form.getByLabel('E-Mail')
  await expect(email).toBeFocused()
  await expect(email).toHaveAccessibleDescription(
    'Für unsere Antwort Bitte eine gültige E-Mail-Adresse angeben.',
  )
  await page.keyboard.press('End')
  await page.keyboard.type('.org')
  await send.focus()
  await page.keyboard.press('Enter')

  await expect(form.getByRole('status')).toHaveText('Formular wurde abgeschickt.')
  await expect(name).toHaveValue('')
  await expect(email).toHaveValue('')
  await expect(form.getByLabel('Telefon')).toBeHidden()
  await page.screenshot({ path: 'test-results/public-form-sent-390.png', fullPage: true })
  await expectNoAxeViolations(page, 'form sent')
  const [entry] = await entriesOf()
  expect(entry!.data).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    topic: 'order',
    callback: true,
    phone: '0511 123456',
  })
})

test('When the server fails, the visitor keeps what they typed and is told so', async ({
  page,
}) => {
  await page.goto(pageUrl)
  await page.route('**/form/submit/**', (route) => route.fulfill({ status: 500, body: '' }))
  const form = page.getByRole('form', { name: 'Kontakt' })
  await expect(form).toHaveAttribute('novalidate', '')
  await form.getByLabel('Ihr Name').fill('Grace Hopper')
  await form.getByLabel('E-Mail').fill('grace@example.org')
  await form.getByLabel('Nachricht').fill('Zwei Roggenbrote, bitte.')
  await form.getByRole('button', { name: 'Absenden' }).click()
  await expect(form.getByRole('status')).toHaveText('Ein Fehler ist aufgetreten!')
  await expect(form.getByLabel('Ihr Name')).toHaveValue('Grace Hopper')
  await expect(form.getByLabel('Nachricht')).toHaveValue('Zwei Roggenbrote, bitte.')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: 'test-results/public-form-failed-1280.png', fullPage: true })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the plain form is sent and stored, and the visitor finds the way back', async ({
    page,
  }) => {
    const before = (await entriesOf()).length
    await page.goto(pageUrl)
    const form = page.getByRole('form', { name: 'Kontakt' })
    await form.getByLabel('Ihr Name').fill('Käthe Kollwitz')
    await form.getByLabel('E-Mail').fill('kaethe@example.org')
    await form.getByLabel('Frage').check()
    await form.getByRole('button', { name: 'Absenden' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formular wurde abgeschickt.')
    // axe needs a script in the page, so the answer page is judged with the error answer below.
    const entries = await entriesOf()
    expect(entries).toHaveLength(before + 1)
    expect(entries[0]!.data).toEqual({
      name: 'Käthe Kollwitz',
      email: 'kaethe@example.org',
      topic: 'question',
      callback: false,
    })
    await page.getByRole('link', { name: 'Zurück zur Seite' }).click()
    await expect(page.getByRole('form', { name: 'Kontakt' })).toBeVisible()
  })
})
