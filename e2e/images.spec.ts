import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import {
  expect,
  fillLogin,
  publishSite,
  siteUrl,
  test,
  verifiedPerson,
  type StorySites,
} from './fixtures'

/**
 * A bright, photo-like JPEG drawn in the browser: a sky-to-sand gradient with a dark sun low on
 * the left, so a focal point there matters and light text over it needs the scrim.
 */
async function brightPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 1600
    canvas.height = 1000
    const ctx = canvas.getContext('2d')!
    const sky = ctx.createLinearGradient(0, 0, 0, 1000)
    sky.addColorStop(0, '#ffffff')
    sky.addColorStop(0.6, '#fdf6d8')
    sky.addColorStop(1, '#f3d9a4')
    ctx.fillStyle = sky
    ctx.fillRect(0, 0, 1600, 1000)
    ctx.fillStyle = '#7a2e0e'
    ctx.beginPath()
    ctx.arc(400, 750, 120, 0, Math.PI * 2)
    ctx.fill()
    return canvas.toDataURL('image/jpeg', 0.9)
  })
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

/** A new person with an organisation, a site and a photo in its media library, signed in. */
async function ownerWithPhoto(page: Page, baseURL: string, sites: StorySites) {
  const { person, api } = await verifiedPerson(baseURL, 'Bea Bäckerin')
  const organization = await (
    await api.post('/api/organizations', { title: `Fotobäckerei ${Date.now().toString(36)}` })
  ).json()
  const headers = { 'x-organization-id': String(organization.id) }
  const identifier = `back-${Date.now().toString(36)}`
  const site = await sites.create({ api, headers, body: { title: 'Backstube', identifier } })
  await page.goto('/login')
  const upload = await api.context.post('/api/media/upload', {
    headers: { ...headers, 'x-xsrf-token': await api.token() },
    multipart: {
      namespace: 'media',
      name: 'Sonnenaufgang',
      alt: 'Sonnenaufgang über dem Feld',
      file: { name: 'sonne.jpg', mimeType: 'image/jpeg', buffer: await brightPhoto(page) },
    },
  })
  expect(upload.status()).toBe(201)
  await page.setViewportSize({ width: 1440, height: 900 })
  await fillLogin(page, person)
  await expect(page).toHaveURL(/\/backend\//)
  await page.evaluate(
    (id) => localStorage.setItem('sitewerk.organization_id', String(id)),
    organization.id,
  )
  return { site, identifier, organizationId: organization.id as number }
}

const outline = (page: Page) => page.getByRole('navigation', { name: 'Aufbau der Seite' })

async function insert(page: Page, componentTitle: string) {
  await outline(page).getByRole('button', { name: 'Inhalt in „Abschnitt 1“ einfügen' }).click()
  const picker = page.getByRole('dialog', { name: 'Inhalt einfügen' })
  await picker.getByRole('button', { name: componentTitle, exact: true }).click()
  await expect(picker).toBeHidden()
}

/** Chooses the library's photo for a media field through the media dialog. */
async function choosePhoto(page: Page, field: Locator) {
  await field.getByRole('button', { name: 'Datei wählen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Datei wählen' })
  await dialog.getByRole('button', { name: /^Sonnenaufgang/ }).click()
  await expect(dialog).toBeHidden()
  await expect(field).toContainText('sonne.jpg')
}

/**
 * The lowest contrast between a text's colour and any point of the photo under the overlay above
 * it (the overlay's colour at its opacity), read from the picture the browser shows.
 */
async function worstContrast(page: Page, img: string, overlay: string, text: string) {
  return page.evaluate(
    async ({ img, overlay, text }) => {
      const picture = document.querySelector<HTMLImageElement>(img)!
      await picture.decode()
      const rgb = (css: string) =>
        css
          .match(/[\d.]+/g)!
          .slice(0, 3)
          .map(Number)
      const luminance = ([r, g, b]: number[]) => {
        const lin = (c: number) => {
          const s = c / 255
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
        }
        return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
      }
      const veil = getComputedStyle(document.querySelector(overlay)!, '::after')
      const alpha = Number(veil.opacity)
      const tint = rgb(veil.backgroundColor)
      const ink = luminance(rgb(getComputedStyle(document.querySelector(text)!).color))
      const canvas = document.createElement('canvas')
      canvas.width = 80
      canvas.height = Math.round((80 * picture.naturalHeight) / picture.naturalWidth)
      const ctx = canvas.getContext('2d')!
      ctx.drawImage(picture, 0, 0, canvas.width, canvas.height)
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height)
      let worst = Infinity
      for (let i = 0; i < data.length; i += 4) {
        const seen = [0, 1, 2].map((c) => data[i + c]! * (1 - alpha) + tint[c]! * alpha)
        const l = luminance(seen)
        const ratio = (Math.max(l, ink) + 0.05) / (Math.min(l, ink) + 0.05)
        worst = Math.min(worst, ratio)
      }
      return worst
    },
    { img, overlay, text },
  )
}

test('An owner puts a photo into the hero with its focal point, a picture on a card and a photo behind the section, and visitors see them, readable', async ({
  page,
  baseURL,
  sites,
}) => {
  test.setTimeout(150_000)
  const { site, identifier, organizationId } = await ownerWithPhoto(page, baseURL!, sites)
  await page.goto(`/puronectar/createpage?siteId=${site.id}`)
  await page.getByLabel('Titel').fill('Angebot')
  await page.getByRole('button', { name: 'Seite anlegen' }).click()
  await expect(page).toHaveURL(/\/angebot$/)

  // The hero: a photo, its focal point on the sun (low left), a strong scrim.
  await insert(page, 'Bühne (Hero)')
  const hero = page.getByRole('region', { name: 'Bühne (Hero)' })
  const photo = hero.getByRole('group', { name: 'Hintergrundfoto' })
  await choosePhoto(page, photo)
  await photo.getByRole('button', { name: 'Fokuspunkt' }).click()
  const picture = photo.getByRole('img', { name: 'Bild, in dem der Fokuspunkt gesetzt wird' })
  await expect(picture).toBeVisible()
  const box = (await picture.boundingBox())!
  await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } })
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/images-focus.png` })
  const across = photo.getByRole('slider', { name: 'Fokuspunkt waagerecht (von links)' })
  const down = photo.getByRole('slider', { name: 'Fokuspunkt senkrecht (von oben)' })
  await expect(across).toHaveAttribute('aria-valuenow', /^2[4-6]$/)
  await expect(down).toHaveAttribute('aria-valuenow', /^7[4-6]$/)
  await hero.getByLabel('Stärke der Überlagerung').click()
  await page.getByRole('option', { name: 'Stark' }).click()
  const editorAxe = await new AxeBuilder({ page })
    .include('section[aria-label="Bühne (Hero)"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze()
  expect(editorAxe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])

  // A card with a picture.
  await insert(page, 'Karten')
  const cards = page.getByRole('region', { name: 'Karten' })
  await choosePhoto(page, cards.getByRole('group', { name: 'Bild' }).first())

  // The section behind both: a photo as well.
  await outline(page).getByRole('button', { name: 'Abschnitt 1', exact: true }).click()
  const section = page.getByRole('region', { name: 'Abschnitt' })
  await choosePhoto(page, section.getByRole('group', { name: 'Hintergrundbild' }))
  await expect(
    page.frameLocator('iframe[title="Vorschau der Seite"]').locator('.sw-section__background img'),
  ).toHaveCount(1)

  await page.getByRole('button', { name: /Speichern/ }).click()
  // Saved: nothing left unsaved (while saving, the button still names the unsaved changes).
  await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toBeDisabled()
  await publishSite(page, { siteId: site.id, organizationId })

  const visitor = await page.context().newPage()
  await visitor.setViewportSize({ width: 1280, height: 800 })
  await visitor.goto(siteUrl(baseURL!, identifier, '/angebot'))
  const heroImg = visitor.locator('.hero__img')
  await expect(heroImg).toHaveAttribute('loading', 'eager')
  await expect(heroImg).toHaveAttribute('fetchpriority', 'high')
  await expect(heroImg).toHaveAttribute('alt', '')
  await expect(heroImg).toHaveCSS('object-position', /^2[4-6]% 7[4-6]%$/)
  await expect(heroImg).toHaveJSProperty('complete', true)
  expect(await heroImg.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(visitor.locator('.hero')).toHaveClass(/hero--scrim-dark hero--scrim-strong/)
  const cardImg = visitor.locator('.card__img')
  await expect(cardImg).toHaveCount(1)
  await expect(cardImg).toHaveAttribute('alt', 'Sonnenaufgang über dem Feld')
  await expect(visitor.locator('.sw-section__background img')).toHaveAttribute('srcset', /1536w/)

  // Text over the photos stays readable: at least 4.5:1 against any point of the photo.
  expect(
    await worstContrast(visitor, '.hero__img', '.hero__photo', '.hero__headline'),
  ).toBeGreaterThanOrEqual(4.5)
  expect(
    await worstContrast(
      visitor,
      '.sw-section__background img',
      '.sw-section__background',
      '.cards__headline',
    ),
  ).toBeGreaterThanOrEqual(4.5)
  if (process.env.E2E_SHOTS)
    await visitor.screenshot({ path: `${process.env.E2E_SHOTS}/images-public.png`, fullPage: true })
  const publicAxe = await new AxeBuilder({ page: visitor })
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze()
  expect(publicAxe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
  await visitor.close()
})
