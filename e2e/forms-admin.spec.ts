import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, loginWithOrganization, shot, verifiedPerson } from './fixtures'

/** Adds a field in the builder's edit view and names it. */
async function addField(page: Page, number: number, type: string, name: string, label: string) {
  await page.getByRole('button', { name: 'Feld hinzufügen' }).click()
  const field = page.getByRole('group', { name: `Feld ${number}: –` })
  await field.getByRole('combobox', { name: 'Typ' }).selectOption(type)
  await field.getByRole('textbox', { name: 'Beschriftung' }).fill(label)
  await field.getByRole('textbox', { name: 'Name' }).fill(name)
}

test.use({ viewport: { width: 1280, height: 900 } })

test('An owner builds a contact form, sets its mails, finds its entries and exports them as CSV', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const title = `Hofladen ${Date.now().toString(36)}`
  const { person, api } = await verifiedPerson(baseURL!, 'Olga Owner')
  const organization = await (await api.post('/api/organizations', { title })).json()
  await api.post('/api/sites', { title }, { 'x-organization-id': String(organization.id) })
  await loginWithOrganization(page, person, organization.id)

  // no forms yet: the side navigation leads to them, and a new one starts with its title
  await page.goto('/puronectar/site')
  await page.getByRole('link', { name: 'Formulare' }).click()
  await expect(page.getByText('Noch keine Formulare.')).toBeVisible()
  await shot(page, 'forms-list-empty')
  await page.getByRole('link', { name: 'Neues Formular' }).click()
  await page.getByRole('textbox', { name: 'Titel' }).fill('Kontakt')
  await shot(page, 'forms-create')
  await page.getByRole('button', { name: 'Anlegen und Felder bauen' }).click()
  await expect(page).toHaveURL(/\/puronectar\/forms\/\d+\/form$/)
  const formId = Number(/forms\/(\d+)\/form/.exec(page.url())![1])

  // the builder: three fields, the phone shown only when a call back is wanted
  await expect(page.getByText('Es wurden noch keine Felder hinzugefügt.')).toBeVisible()
  await page.getByRole('button', { name: 'Formular anpassen' }).click()
  await addField(page, 1, 'text', 'name', 'Name')
  await addField(page, 2, 'email', 'email', 'E-Mail')
  await addField(page, 3, 'textarea', 'nachricht', 'Nachricht')
  await addField(page, 4, 'checkbox', 'rueckruf', 'Rückruf erwünscht')
  await addField(page, 5, 'text', 'telefon', 'Telefon')
  await page
    .getByRole('group', { name: 'Feld 5: telefon' })
    .getByRole('group', { name: 'Nur anzeigen, wenn…' })
    .getByRole('combobox', { name: 'dieses Feld' })
    .selectOption('rueckruf')
  await shot(page, 'forms-builder-edit')
  await expectNoAxeViolations(page, 'form builder, edit mode')
  await page.getByRole('button', { name: 'Übernehmen' }).click()
  await expect(page.getByRole('button', { name: 'Formular anpassen' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Nachricht' })).toBeDisabled()
  await shot(page, 'forms-builder-view')
  await expectNoAxeViolations(page, 'form builder, view mode')

  // the mails: to the shop and a confirmation to the visitor's address
  await page.getByRole('tab', { name: 'Einstellungen' }).click()
  await page.getByRole('switch', { name: 'Bei jedem Eintrag eine Mail an uns senden' }).click()
  const recipients = page.getByRole('combobox', { name: 'Empfänger' })
  await recipients.fill('laden@example.com')
  await recipients.press('Enter')
  await page
    .getByRole('textbox', { name: 'Betreff' })
    .first()
    .fill('Neue Anfrage {{ entry.number }}')
  await page.getByRole('switch', { name: 'Dem Absender eine Bestätigung senden' }).click()
  await page.getByRole('combobox', { name: 'An die Adresse aus dem Feld' }).selectOption('email')
  await page.getByRole('textbox', { name: 'Betreff' }).nth(1).fill('Danke, {{ data.name }}')
  await expect(page.getByText('{{ data.nachricht }}')).toBeVisible()
  await page.getByRole('textbox', { name: /Einträge löschen nach/ }).fill('365')
  await shot(page, 'forms-settings')
  // the builder's own „Formular gespeichert.“ has gone, so the one below is the settings'
  await expect(page.getByText('Formular gespeichert.')).toHaveCount(0, { timeout: 10_000 })
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Formular gespeichert.')).toBeVisible()
  const saved = await (
    await api.get(`/api/forms/${formId}`, { 'x-organization-id': String(organization.id) })
  ).json()
  expect(saved).toMatchObject({
    sendMailIntern: true,
    mailsIntern: ['laden@example.com'],
    sendMailExtern: true,
    mailKeyExtern: 'email',
    retention_days: 365,
  })

  // visitors send the form: one with umlauts, one trying a spreadsheet formula
  for (const data of [
    { name: 'Jürgen Größe', email: 'juergen@example.com', nachricht: 'Zwölf Brötchen, bitte' },
    { name: '=HYPERLINK("http://evil.example")', email: 'eve@example.com', nachricht: 'hallo' },
  ]) {
    const res = await page.request.post(`/form/submit/${formId}`, { data: { data } })
    expect(res.status(), await res.text()).toBe(201)
  }

  // the entries: found by a word of the message, the search kept in the address
  await page.getByRole('tab', { name: 'Einträge' }).click()
  await expect(page.getByRole('button', { name: 'Eintrag Nr. 2 öffnen' })).toBeVisible()
  await page.getByRole('searchbox', { name: /Einträge durchsuchen/ }).fill('brötchen')
  await expect(page).toHaveURL(/q=br%C3%B6tchen/)
  await expect(page.getByRole('button', { name: 'Eintrag Nr. 2 öffnen' })).toBeHidden()
  await expect(page.getByRole('cell', { name: 'Jürgen Größe' })).toBeVisible()
  await shot(page, 'forms-data')
  await expectNoAxeViolations(page, 'form entries')

  // the export: all entries, a file Excel opens without running the formula
  await page.getByRole('searchbox', { name: /Einträge durchsuchen/ }).fill('')
  await expect(page.getByRole('button', { name: 'Eintrag Nr. 2 öffnen' })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'CSV exportieren' }).click()
  const csv = readFileSync(await (await download).path(), 'utf8')
  const lines = csv.split('\r\n')
  expect(lines[0]).toBe('\uFEFFNr.;Datum;Name;E-Mail;Nachricht;Rückruf erwünscht;Telefon')
  expect(lines[1]).toMatch(
    /^1;[\d.]+, [\d:]+;Jürgen Größe;juergen@example.com;Zwölf Brötchen, bitte;;$/,
  )
  expect(lines[2]).toContain(`;"'=HYPERLINK(""http://evil.example"")";`)

  // the overview counts them
  await page.getByRole('tab', { name: 'Übersicht' }).click()
  await expect(page.getByRole('link', { name: 'Eintrag Nr. 2' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Einträge' }).getByText('2', { exact: true }),
  ).toBeVisible()
  await shot(page, 'forms-overview')
  await page.getByRole('link', { name: 'Alle Formulare' }).click()
  await expect(page.getByRole('row', { name: /Kontakt .* 2/ })).toBeVisible()
  await shot(page, 'forms-list')
})
