import { expect, test, type Page } from '@playwright/test'
import { createPage, insert, signedInWithSite } from './editor-fixtures'
import { expectNoAxeViolations, publishSite, shot, siteUrl } from './fixtures'

/**
 * A picture drawn in the browser: a flat background with a disc, as PNG or JPEG. The two pictures
 * of the story differ in colour and shape, so a visitor's browser can tell which one it got.
 */
async function drawn(
  page: Page,
  spec: { w: number; h: number; color: string; type: 'image/png' | 'image/jpeg' },
): Promise<Buffer> {
  const dataUrl = await page.evaluate((spec) => {
    const canvas = document.createElement('canvas')
    canvas.width = spec.w
    canvas.height = spec.h
    const ctx = canvas.getContext('2d')!
    ctx.fillStyle = spec.color
    ctx.fillRect(0, 0, spec.w, spec.h)
    ctx.fillStyle = '#fde68a'
    ctx.beginPath()
    ctx.arc(spec.w * 0.25, spec.h * 0.75, Math.min(spec.w, spec.h) / 8, 0, Math.PI * 2)
    ctx.fill()
    return canvas.toDataURL(spec.type, 0.9)
  }, spec)
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

/** The `?v=` of an image address. */
const versionOf = (src: string | null) => new URL(src!, 'http://x').searchParams.get('v')

test.use({ viewport: { width: 1440, height: 900 } })

test('An editor sets a picture’s focal point in the media screen and replaces its content: id and alt text stay, and visitors get the new picture at a new address', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const { site, identifier, api, headers, organizationId } = await signedInWithSite(
    page,
    baseURL!,
    'Fokuswerk',
  )

  // a landscape photo in the library, with its alt text
  const upload = await api.context.post('/api/media/upload', {
    headers: { ...headers, 'x-xsrf-token': await api.token() },
    multipart: {
      namespace: 'media',
      name: 'Werkbank',
      alt: 'Die Werkbank am Fenster',
      file: {
        name: 'werkbank.jpg',
        mimeType: 'image/jpeg',
        buffer: await drawn(page, { w: 1600, h: 1000, color: '#7c2d12', type: 'image/jpeg' }),
      },
    },
  })
  expect(upload.status()).toBe(201)
  const photo = await upload.json()

  // it is shown on a card of a published page
  await createPage(page, site.id)
  await insert(page, 'Karten')
  const field = page
    .getByRole('region', { name: 'Karten' })
    .getByRole('group', { name: 'Bild' })
    .first()
  await field.getByRole('button', { name: 'Datei wählen' }).click()
  const picker = page.getByRole('dialog', { name: 'Datei wählen' })
  await picker.getByRole('button', { name: /^Werkbank/ }).click()
  await expect(picker).toBeHidden()
  await page.getByRole('button', { name: /Speichern/ }).click()
  await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toBeDisabled()
  const pagePath = new URL(page.url()).pathname.split('/').pop()!
  await publishSite(page, { siteId: site.id, organizationId })

  const visitor = await page.context().newPage()
  await visitor.setViewportSize({ width: 1280, height: 800 })
  await visitor.goto(siteUrl(baseURL!, identifier, `/${pagePath}`))
  const cardImg = visitor.locator('.card__img')
  await expect(cardImg).toHaveAttribute('alt', 'Die Werkbank am Fenster')
  const before = versionOf(await cardImg.getAttribute('src'))
  expect(before).toBeTruthy()

  // the media screen: the file's details, its focal point put on the disc (low left) by a click
  await page.goto(`/puronectar/media/files/${photo.id}`)
  const focus = page.getByRole('group', { name: 'Fokuspunkt' })
  const picture = focus.getByRole('img', { name: 'Bild, in dem der Fokuspunkt gesetzt wird' })
  await expect(picture).toHaveJSProperty('complete', true)
  await expectNoAxeViolations(page, 'file details')
  const box = (await picture.boundingBox())!
  await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } })
  const across = focus.getByRole('slider', { name: 'Fokuspunkt waagerecht (von links)' })
  const down = focus.getByRole('slider', { name: 'Fokuspunkt senkrecht (von oben)' })
  await expect(across).toHaveAttribute('aria-valuenow', /^2[4-6]$/)
  await expect(down).toHaveAttribute('aria-valuenow', /^7[4-6]$/)
  await shot(page, 'media-file-focus')
  await page.getByRole('button', { name: 'Speichern', exact: true }).click()
  await expect(page.getByText('Die Datei wurde gespeichert.')).toBeVisible()

  // back in the details: the point was kept; the content is replaced by a portrait PNG
  await page.goto(`/puronectar/media/files/${photo.id}`)
  await expect(across).toHaveAttribute('aria-valuenow', /^2[4-6]$/)
  await page.getByRole('button', { name: 'Datei ersetzen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Datei ersetzen' })
  await expect(dialog).toContainText('Name, Beschreibung (Alt-Text), Fokuspunkt')
  await expectNoAxeViolations(page, 'replace dialog')
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'werkbank-neu.png',
    mimeType: 'image/png',
    buffer: await drawn(page, { w: 800, h: 1200, color: '#1e3a8a', type: 'image/png' }),
  })
  await expect(page.getByText('Die Datei wurde ersetzt.')).toBeVisible()
  await expect(dialog).toBeHidden()

  // same address, same alt text and focal point; the details show the new content
  await expect(page).toHaveURL(new RegExp(`/puronectar/media/files/${photo.id}$`))
  await expect(page.getByRole('cell', { name: 'werkbank-neu.png' })).toBeVisible()
  await expect(page.getByRole('cell', { name: '800 × 1200 px' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Alternativtext' })).toHaveValue(
    'Die Werkbank am Fenster',
  )
  await expect(across).toHaveAttribute('aria-valuenow', /^2[4-6]$/)
  await expect(down).toHaveAttribute('aria-valuenow', /^7[4-6]$/)
  await expect(picture).toHaveJSProperty('complete', true)
  expect(
    await picture.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth),
  ).toBe(true)
  await expectNoAxeViolations(page, 'file details after the replace')
  await shot(page, 'media-file-replaced')

  // the visitor, without a new publish: the card shows the portrait under a new ?v=, the alt
  // text and the file's focal point as before
  await visitor.reload()
  await expect(cardImg).toHaveAttribute('alt', 'Die Werkbank am Fenster')
  const after = versionOf(await cardImg.getAttribute('src'))
  expect(after).toBeTruthy()
  expect(after).not.toBe(before)
  expect(await cardImg.getAttribute('src')).toContain(`/media/img/${photo.id}/`)
  await expect(cardImg).toHaveCSS('object-position', /^2[4-6]% 7[4-6]%$/)
  await expect(cardImg).toHaveJSProperty('complete', true)
  expect(
    await cardImg.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth),
  ).toBe(true)
})
