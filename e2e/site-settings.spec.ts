import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations, loginWithOrganization, shot, verifiedPerson } from './fixtures'

const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">' +
    '<circle cx="40" cy="40" r="30" fill="#f59e0b"/>' +
    '<text x="84" y="52" font-family="sans-serif" font-size="32" fill="#1f2937">Sonne</text></svg>',
)

/** A square PNG drawn on a canvas in the page, as a person's own icon file. */
async function iconPng(page: Page) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 512
    const ctx = canvas.getContext('2d')!
    ctx.fillStyle = '#f59e0b'
    ctx.beginPath()
    ctx.arc(256, 256, 220, 0, Math.PI * 2)
    ctx.fill()
    return canvas.toDataURL('image/png').split(',')[1]!
  })
  return Buffer.from(base64, 'base64')
}

/** Opens the media dialog of a field, uploads one file under a name and picks it. */
async function uploadAndPick(
  page: Page,
  field: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  title: string,
) {
  await field.getByRole('button', { name: 'Datei wählen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Datei wählen' })
  await dialog.getByRole('button', { name: 'Hochladen' }).click()
  await dialog.locator('input[type="file"]').setInputFiles(file)
  await dialog.getByRole('textbox', { name: `Name für ${file.name}` }).fill(title)
  await dialog.getByRole('button', { name: 'Eine Datei hochladen' }).click()
  await dialog.getByRole('button', { name: new RegExp(`^${title}`) }).click()
  await expect(dialog).toBeHidden()
  await expect(field).toContainText(title)
}

test.use({ viewport: { width: 1280, height: 900 } })

test('An owner fills the site settings, uploads a logo and a favicon, and a visitor sees them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const { person, api } = await verifiedPerson(baseURL!, 'Sonja Sonne')
  const suffix = person.email.slice(6, 14)
  const organization = await (
    await api.post('/api/organizations', { title: `Sonne ${suffix}` })
  ).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const site = await (
    await api.post(
      '/api/sites',
      { title: 'Bäckerei Sonne', identifier: `sonne-${suffix}` },
      headers,
    )
  ).json()
  // The site as the wizard builds it: its starter header and footer around the home page.
  const theme = await (await api.post('/api/themes', { title: 'Sonne' }, headers)).json()
  const setup = await api.post(
    `/api/sites/${site.id}/setup`,
    { theme_id: theme.id, templates: ['home'] },
    headers,
  )
  expect(setup.status()).toBe(201)

  await loginWithOrganization(page, person, organization.id)
  await page.goto(`/puronectar/site?siteId=${site.id}`)
  const settingsLink = page
    .getByRole('navigation', { name: 'Website-Verwaltung' })
    .getByRole('link', { name: 'Einstellungen' })
  // The link names the current site once the site admin has loaded it.
  await expect(settingsLink).toHaveAttribute('href', `/backend/organization/sites/${site.id}`)
  await settingsLink.click()
  const settings = page.getByRole('region', { name: 'Website-Einstellungen' })
  await expect(settings.getByRole('button', { name: 'Einstellungen speichern' })).toBeVisible()

  await settings.getByLabel('Straße und Hausnummer').fill('Lindenstraße 4')
  await settings.getByLabel('Postleitzahl').fill('30159')
  await settings.getByLabel('Ort', { exact: true }).fill('Hannover')
  await settings.getByLabel('Telefon').fill('0511 123456')

  await settings.getByRole('button', { name: 'Öffnungszeit hinzufügen' }).click()
  const weekdays = settings.getByRole('group', { name: 'Öffnungszeit 1' })
  await weekdays.getByLabel('Öffnet um').fill('07:00')
  await weekdays.getByLabel('Schließt um').fill('18:00')
  await settings.getByRole('button', { name: 'Öffnungszeit hinzufügen' }).click()
  const saturday = settings.getByRole('group', { name: 'Öffnungszeit 2' })
  for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'])
    await saturday.getByRole('checkbox', { name: day }).click()
  await saturday.getByLabel('Öffnet um').fill('07:00')
  await saturday.getByLabel('Schließt um').fill('13:00')

  await settings.getByRole('button', { name: 'Link hinzufügen' }).click()
  await settings.getByLabel('Adresse 1').fill('https://www.instagram.com/baeckerei.sonne')

  await uploadAndPick(
    page,
    settings.getByRole('group', { name: 'Logo', exact: true }),
    { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: LOGO_SVG },
    'Logo Sonne',
  )
  await uploadAndPick(
    page,
    settings.getByRole('group', { name: 'Favicon', exact: true }),
    { name: 'sonne.png', mimeType: 'image/png', buffer: await iconPng(page) },
    'Symbol Sonne',
  )
  await expectNoAxeViolations(page, 'site settings')
  await shot(page, 'site-settings')
  await settings.getByRole('button', { name: 'Einstellungen speichern' }).click()
  await expect(page.getByText('Die Website-Einstellungen wurden gespeichert.')).toBeVisible()

  // A visitor of the site
  const host = new URL(baseURL!)
  host.hostname = `sonne-${suffix}.localhost`
  await page.goto(host.toString())
  const header = page.getByRole('banner')
  await expect(header.getByRole('img', { name: 'Bäckerei Sonne' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('Lindenstraße 4')
  await expect(footer).toContainText('30159 Hannover')
  await expect(footer.getByRole('link', { name: '0511 123456' })).toHaveAttribute(
    'href',
    'tel:0511123456',
  )
  await expect(footer.getByRole('term').first()).toHaveText('Mo–Fr')
  await expect(footer).toContainText('07:00–18:00')
  await expect(footer).toContainText('07:00–13:00')
  // Headings are as readable as the footer's text on its dark ground, not the theme's dark ink.
  const ink = await footer.getByText('Bäckerei Sonne').evaluate((el) => getComputedStyle(el).color)
  for (const name of ['Kontakt', 'Öffnungszeiten', 'Folgen Sie uns'])
    await expect(footer.getByRole('heading', { name })).toHaveCSS('color', ink)
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/baeckerei.sonne',
  )

  await shot(page, 'site-with-settings')
  await expectNoAxeViolations(page, 'public page with the settings')
  const icon = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href
    const res = await fetch('/favicon.ico')
    const bytes = new Uint8Array(await res.arrayBuffer())
    return {
      link: new URL(link).pathname,
      status: res.status,
      type: res.headers.get('content-type'),
      // ICO header: reserved 0, type 1 (icon), three images
      header: [...bytes.slice(0, 6)],
    }
  })
  expect(icon).toEqual({
    link: '/favicon.ico',
    status: 200,
    type: 'image/x-icon',
    header: [0, 0, 1, 0, 3, 0],
  })
})
