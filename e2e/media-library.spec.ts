import { expect, test, type Page } from '@playwright/test'
import { MEDIA_IN_USE_MESSAGE_DE } from '@sitewerk/contracts'
import { expectNoAxeViolations, loginWithOrganization, verifiedPerson } from './fixtures'

const SHOTS = process.env.E2E_SCREENSHOTS_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

/** Drops real PNGs (drawn on a canvas in the page) on the drop zone, as a person drags files. */
async function dropImages(
  page: Page,
  files: { name: string; color: string; w: number; h: number }[],
) {
  const zone = page.locator(
    'div[aria-label="Bilder hierher ziehen oder klicken, um sie auszuwählen"]',
  )
  const transfer = await page.evaluateHandle(async (specs) => {
    const data = new DataTransfer()
    for (const spec of specs) {
      const canvas = document.createElement('canvas')
      canvas.width = spec.w
      canvas.height = spec.h
      const ctx = canvas.getContext('2d')!
      ctx.fillStyle = spec.color
      ctx.fillRect(0, 0, spec.w, spec.h)
      ctx.fillStyle = 'rgba(255,255,255,0.6)'
      ctx.beginPath()
      ctx.arc(spec.w / 2, spec.h / 2, Math.min(spec.w, spec.h) / 4, 0, Math.PI * 2)
      ctx.fill()
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), 'image/png'),
      )
      data.items.add(new File([blob], spec.name, { type: 'image/png' }))
    }
    return data
  }, files)
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer })
  await zone.dispatchEvent('dragover', { dataTransfer: transfer })
  await zone.dispatchEvent('drop', { dataTransfer: transfer })
}

test.use({ viewport: { width: 1280, height: 900 } })

test('An editor uploads by drag and drop, files images in a category, picks one in the media dialog, cannot delete it while used and adds a missing alt text', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { person, api } = await verifiedPerson(baseURL!, 'Mia Medien')
  const organization = await (
    await api.post('/api/organizations', { title: `Bildwerk GmbH ${Date.now().toString(36)}` })
  ).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const siteRes = await api.post('/api/sites', { title: 'Bildwerk' }, headers)
  expect(siteRes.status()).toBe(201)
  const site = await siteRes.json()
  const schemaRes = await api.patch(
    `/api/sites/${site.id}`,
    { variables_schema: [{ $formkit: 'media', name: 'logo', label: 'Logo' }] },
    headers,
  )
  expect(schemaRes.status()).toBe(200)

  await loginWithOrganization(page, person, organization.id)

  // a category, from the library's root
  await page.goto('/puronectar/media/categories')
  await expect(page.getByRole('heading', { name: 'Medien', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Neue Kategorie' }).click()
  await page.getByRole('textbox', { name: 'Titel' }).fill('Sommerfest')
  await page.getByRole('button', { name: 'Kategorie anlegen' }).click()
  await expect(page.getByRole('navigation', { name: 'Kategoriepfad' })).toContainText('Sommerfest')

  // three images by drag and drop, each its own request with its own progress bar
  await page.getByRole('button', { name: 'Hochladen' }).click()
  await expect(page).toHaveURL(/\/puronectar\/media\/files\/upload\?categoryId=\d+$/)
  await dropImages(page, [
    { name: 'buehne.png', color: '#e6007e', w: 1200, h: 800 },
    { name: 'publikum.png', color: '#1d4ed8', w: 900, h: 900 },
    { name: 'abend.png', color: '#0f766e', w: 800, h: 1000 },
  ])
  await expect(
    page.getByRole('list', { name: 'Ausgewählte Dateien' }).getByRole('listitem'),
  ).toHaveCount(3)
  await page.getByRole('textbox', { name: 'Name für buehne.png' }).fill('  Bühne  ')
  await page
    .getByRole('textbox', { name: 'Alternativtext für buehne.png' })
    .fill('Die Bühne im Abendlicht')
  await page.getByRole('textbox', { name: 'Name für publikum.png' }).fill('Publikum')

  // slow the line so the progress can be seen
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 8 * 1024,
  })
  await page.getByRole('button', { name: '3 Dateien hochladen' }).click()
  await expect(page.getByRole('progressbar', { name: 'Fortschritt von buehne.png' })).toBeVisible()
  await page.waitForTimeout(600)
  await shot(page, 'upload-progress')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })

  // back in the pool of the category: the three files, two of them without alt text
  await expect(page).toHaveURL(/\/puronectar\/media\/categories\/\d+$/, { timeout: 60_000 })
  const tiles = page.getByRole('list', { name: 'Kategorien und Dateien' })
  await expect(tiles.getByRole('listitem')).toHaveCount(4) // '..' and three files
  await expect(tiles.getByText('Bühne', { exact: true })).toBeVisible()
  await expect(tiles.getByText('Unbenannt')).toBeVisible()
  await expect(tiles.getByRole('button', { name: /^Alternativtext für .* fehlt/ })).toHaveCount(2)
  await expect(tiles.locator('img').first()).toHaveJSProperty('complete', true)
  await shot(page, 'tile-view')
  await expectNoAxeViolations(page, 'tile view')

  // list view: the accordion tree (from the root)
  const categoryUrl = page.url()
  await page.getByRole('link', { name: 'Medien' }).first().click()
  await page.locator('label', { hasText: 'Liste' }).dispatchEvent('click')
  const toggle = page.getByRole('button', { name: /Sommerfest/ })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('button', { name: 'Bühne' })).toBeVisible()
  await shot(page, 'list-view')
  await page.locator('label', { hasText: 'Kacheln' }).dispatchEvent('click')
  await page.goto(categoryUrl)

  // the media dialog of a media field: pick the stage image
  await page.goto('/puronectar/site/variables')
  const field = page
    .getByRole('region', { name: 'Werte' })
    .getByRole('group', { name: 'Logo', exact: true })
  await field.getByRole('button', { name: 'Datei wählen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Datei wählen' })
  await dialog.getByRole('button', { name: /Sommerfest/ }).click()
  await dialog.getByRole('button', { name: /^Bühne/ }).click()
  await expect(dialog).toBeHidden()
  await expect(field).toContainText('Bühne')
  await expect(field).toContainText('buehne.png · 1200 × 800')
  await page.getByRole('button', { name: 'Variablen speichern' }).click()
  await expect(page.getByText('Die Variablen wurden gespeichert.')).toBeVisible()

  // in use as the site's share image: deleting it fails with the conflict dialog
  const files = await (await api.get('/api/media/files?q=Bühne', headers)).json()
  const stage = files[0]
  expect(
    (await api.patch(`/api/sites/${site.id}`, { seo_image_id: stage.id }, headers)).status(),
  ).toBe(200)
  await page.goto(`/puronectar/media/files/${stage.id}`)
  await expect(page.getByRole('textbox', { name: 'Alternativtext' })).toHaveValue(
    'Die Bühne im Abendlicht',
  )
  await expect(page.locator('main img').first()).toHaveJSProperty('complete', true)
  await shot(page, 'file-view')
  await expectNoAxeViolations(page, 'file view')
  await page.getByRole('button', { name: 'Datei löschen' }).click()
  await page
    .getByRole('dialog', { name: 'Wirklich löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click()
  const conflict = page.getByRole('dialog', { name: 'Datei wird verwendet' })
  await expect(conflict).toContainText(MEDIA_IN_USE_MESSAGE_DE)
  await expect(
    conflict.getByRole('link', { name: 'Vorschaubild der Website „Bildwerk“' }),
  ).toHaveAttribute('href', `/backend/organization/sites/${site.id}`)
  await shot(page, 'conflict-dialog')
  // the dialog's own button, not the × in its corner (which has the same name)
  await conflict.getByRole('button', { name: 'Schließen' }).last().click()

  // a missing alt text, added from the warning icon
  await page.goto(categoryUrl)
  await page.getByRole('button', { name: 'Alternativtext für „Publikum“ fehlt – ergänzen' }).click()
  await page
    .getByRole('dialog', { name: 'Alternativtext ergänzen?' })
    .getByRole('button', { name: 'Jetzt ergänzen' })
    .click()
  const alt = page.getByRole('textbox', { name: 'Alternativtext' })
  await expect(alt).toBeFocused()
  await alt.fill('Viele Menschen vor der Bühne')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page).toHaveURL(categoryUrl)
  await expect(page.getByRole('button', { name: /^Alternativtext für .* fehlt/ })).toHaveCount(1)
})

test('A stored SVG opened directly in Chromium runs no script, neither on the back office nor on the site host', async ({
  page,
  baseURL,
}) => {
  const { api } = await verifiedPerson(baseURL!, 'Sina Svg')
  const organization = await (await api.post('/api/organizations', { title: 'Vektorwerk' })).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const site = await (await api.post('/api/sites', { title: 'Vektorwerk' }, headers)).json()
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="fetch('/svg-ran-onload')">
<script>fetch('/svg-ran-script')</script>
<foreignObject width="40" height="40"><img xmlns="http://www.w3.org/1999/xhtml" src="/svg-ran-foreign" /></foreignObject>
<a href="javascript:fetch('/svg-ran-link')"><rect width="40" height="40" fill="#e6007e" /></a>
</svg>`
  const upload = await api.context.post('/api/media/upload', {
    headers: { ...headers, 'x-xsrf-token': await api.token() },
    multipart: {
      namespace: 'media',
      file: { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
    },
  })
  expect(upload.status()).toBe(201)
  const file = await upload.json()

  const marks: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('svg-ran')) marks.push(request.url())
  })
  // the site host serves the organisation's files to anyone; the back office to its members
  const siteUrl = new URL(file.url, site.url)
  const response = await page.goto(siteUrl.href)
  expect(response?.headers()['content-security-policy']).toContain('sandbox')
  expect(response?.headers()['x-content-type-options']).toBe('nosniff')
  await page.locator('svg rect').click()
  await page.waitForTimeout(500)
  expect(marks).toEqual([])
  const body = await response!.text()
  expect(body).not.toMatch(/<script|onload|foreignObject|javascript:/i)
})
