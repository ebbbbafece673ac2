import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { fillLogin, publishSite, shot, verifiedPerson } from './fixtures'

async function expectNoAxeViolations(page: Page, where: string) {
  // A 'Gespeichert' note sliding over the form makes axe measure text against the note; it goes
  // by itself, and the screen is judged as a person sees it then.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0)
  // the preview runs no scripts, so axe cannot look inside it; its content is the component's
  const { violations } = await new AxeBuilder({ page })
    .options({ iframes: false })
    .exclude('iframe[sandbox]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze()
  expect({ where, violations: violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`) }).toEqual({
    where,
    violations: [],
  })
}

/** Replaces the text of the CodeMirror editor labelled `label`, as a person pastes. */
async function replaceCode(page: Page, label: string, code: string) {
  const editor = page.getByRole('textbox', { name: label })
  await editor.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Delete')
  await page.keyboard.insertText(code)
}

test.use({ viewport: { width: 1280, height: 900 } })

test('A designer creates a component with a title and an image field, uses it on a page and sees a changed template on the public page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const suffix = Date.now().toString(36)
  const { person, api } = await verifiedPerson(baseURL!, 'Dora Design')
  const organization = await (await api.post('/api/organizations', { title: 'Studio GmbH' })).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const site = await (
    await api.post('/api/sites', { title: 'Studio', identifier: `studio-${suffix}` }, headers)
  ).json()

  await page.goto('/login')
  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\//)
  await page.evaluate(
    (id) => localStorage.setItem('sitewerk.organization_id', String(id)),
    organization.id,
  )

  // the list: the platform's starter components, found by search
  await page.goto('/puronectar/components')
  await expect(page.getByRole('heading', { name: 'Komponenten', level: 1 })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Plattform' }).first()).toBeVisible()
  // spec §4: a refresh registers the components again
  const reloaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/components') && r.request().method() === 'GET',
  )
  await page.getByRole('button', { name: 'Neu laden' }).click()
  expect((await reloaded).status()).toBe(200)
  await page.getByRole('searchbox', { name: 'Suche nach Titel oder Schlüssel' }).fill('navigation')
  await expect(page.getByRole('row')).toHaveCount(2)
  await page.getByRole('searchbox', { name: 'Suche nach Titel oder Schlüssel' }).fill('')
  await expectNoAxeViolations(page, 'list')
  await shot(page, 'studio-list')

  // create
  await page.getByRole('link', { name: 'Komponente anlegen' }).click()
  await page.getByRole('textbox', { name: 'Titel' }).fill('Teaser')
  await page.getByRole('textbox', { name: 'Schlüssel' }).fill('teaser')
  await page.getByRole('button', { name: 'Anlegen' }).click()
  await expect(page).toHaveURL(/\/puronectar\/components\/\d+\/code$/)
  const componentId = Number(/components\/(\d+)/.exec(page.url())![1])

  // the form: a title and an image field, built in the builder
  await page.getByRole('tab', { name: 'Formular' }).click()
  await expect(page.getByText('Es wurden noch keine Felder hinzugefügt.')).toBeVisible()
  await page.getByRole('button', { name: 'Formular anpassen' }).click()
  await page.getByRole('button', { name: 'Feld hinzufügen' }).click()
  // a new field is not blamed before it was touched (issue 13)
  await expect(page.getByText('Name Fehlt')).toHaveCount(0)
  const first = page.getByRole('group', { name: 'Feld 1: –' })
  await first.getByRole('textbox', { name: 'Name' }).fill('title')
  await page.getByRole('group', { name: 'Feld 1: title' }).getByLabel('Beschriftung').fill('Titel')
  await page.getByRole('button', { name: 'Feld hinzufügen' }).click()
  const second = page.getByRole('group', { name: 'Feld 2: –' })
  await second.getByLabel('Typ').selectOption({ label: 'Medien' })
  await second.getByRole('textbox', { name: 'Name' }).fill('image')
  await shot(page, 'studio-form-edit')
  await expectNoAxeViolations(page, 'form builder')
  await page.getByRole('button', { name: 'Übernehmen' }).click()
  await expect(page.getByRole('button', { name: 'Formular anpassen' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Titel' })).toBeDisabled()
  await shot(page, 'studio-form-view')

  // the code: a template that does not parse is refused with its line
  await page.getByRole('tab', { name: 'Code' }).click()
  await replaceCode(page, 'Vorlage (Liquid)', '<h2>{{ title }}</h2>\n{% if image %}')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText(/Fehler in Zeile 2: tag \{% if image %\} not closed/)).toBeVisible()
  await replaceCode(page, 'Vorlage (Liquid)', '<h2 class="teaser">{{ title }}</h2>')
  await replaceCode(page, 'Stil (SCSS)', '$c: #0b6e4f;\nh2 { color: $c; }')
  const preview = page.frameLocator('iframe[title="Vorschau der Komponente"]')
  await expect(preview.locator('h2.teaser')).toHaveText('Titel')
  await expect(preview.locator('h2.teaser')).toHaveCSS('color', 'rgb(11, 110, 79)')
  await page.getByRole('button', { name: 'Speichern' }).click()
  // saved: nothing left to save
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled()
  await expectNoAxeViolations(page, 'code')
  await shot(page, 'studio-code')

  // on a page (through the API: the page editor is built elsewhere)
  const home = await (
    await api.post(
      '/api/page',
      { site_id: site.id, title: 'Start', url: '', create_article: true },
      headers,
    )
  ).json()
  const tree = await (await api.get(`/api/page/${home.id}`, headers)).json()
  const content = await api.post(
    '/api/content',
    {
      section_id: tree.articles[0].sections[0].id,
      order: 1,
      component_id: componentId,
      data: { title: 'Frische Brötchen' },
    },
    headers,
  )
  expect(content.status()).toBe(201)
  await publishSite(page, { siteId: site.id, organizationId: organization.id })
  const publicUrl = new URL(baseURL!)
  publicUrl.hostname = `${site.identifier}.localhost`
  const visitor = await page.context().newPage()
  await visitor.goto(publicUrl.toString())
  await expect(visitor.locator('h2.teaser')).toHaveText('Frische Brötchen')

  // a changed template shows on the public page at once (components are not versioned)
  await page.getByRole('switch', { name: 'Änderungen zeigen' }).first().check()
  await replaceCode(page, 'Vorlage (Liquid)', '<h3 class="teaser-neu">{{ title }}</h3>')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled()
  await visitor.reload()
  await expect(visitor.locator('h3.teaser-neu')).toHaveText('Frische Brötchen')

  // the general tab
  await page.getByRole('tab', { name: 'Allgemein' }).click()
  await expect(page.getByRole('textbox', { name: 'Schlüssel' })).toHaveValue('teaser')
  await expectNoAxeViolations(page, 'index')
  await shot(page, 'studio-index')
})
