import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { apiClient, SUPERUSER } from './fixtures'

const demoUrl = (baseURL: string, path = '/') => {
  const url = new URL(baseURL)
  url.hostname = 'demo.localhost'
  url.pathname = path
  return url.toString()
}

test('A visitor opens the demo site, reads its title and description, and follows the navigation', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = []
  page.on('request', (req) => requests.push(new URL(req.url()).host))
  const home = await page.goto(demoUrl(baseURL!))
  expect(home?.status()).toBe(200)
  await expect(page).toHaveTitle('Start | Demo GmbH')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description?.length).toBeGreaterThan(10)

  const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  // Node cannot resolve *.localhost; the browser can, so the image is checked in the page.
  const image = await page.evaluate(async (src) => {
    const type = (await fetch(src)).headers.get('content-type')
    const img = new Image()
    img.src = src
    await img.decode()
    return { type, size: [img.naturalWidth, img.naturalHeight] }
  }, shareImage!)
  expect(image).toEqual({ type: 'image/jpeg', size: [1200, 630] })

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Über uns' })
    .first()
    .click()
  await expect(page).toHaveURL(demoUrl(baseURL!, '/ueber-uns'))
  await expect(page).toHaveTitle('Über uns | Demo GmbH')
  await expect(page.getByRole('link', { name: 'Über uns' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(new Set(requests)).toEqual(new Set([new URL(demoUrl(baseURL!)).host]))
})

test('A visitor of a missing page sees the site’s own 404 with its menu and a way home', async ({
  page,
  baseURL,
}) => {
  const missing = await page.goto(demoUrl(baseURL!, '/gibt-es-nicht'))

  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible()
  // The site's layout (header with its menu, footer) and theme frame the message.
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' })
  await expect(menu.getByRole('link', { name: 'Über uns' }).first()).toBeVisible()
  await expect(page.locator('footer')).toContainText('Demo GmbH')
  const fontFamily = await page
    .getByRole('heading', { level: 1 })
    .evaluate((h) => getComputedStyle(h).fontFamily)
  expect(fontFamily).toContain('Lora')
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  await page.getByRole('link', { name: 'Zur Startseite' }).click()
  await expect(page).toHaveURL(demoUrl(baseURL!, '/'))
  await expect(page).toHaveTitle('Start | Demo GmbH')
})

test('An edit through the API shows on the public page once the page is published', async ({
  page,
  baseURL,
}) => {
  const admin = await apiClient(baseURL!)
  await admin.login(SUPERUSER)
  const lookup = await (await admin.get('/api/site?domain=demo.localhost')).json()
  const headers = { 'x-organization-id': String(lookup.organization_id) }
  const pages = await (await admin.get(`/api/sites/${lookup.id}/pages`, headers)).json()
  const about = pages.find((p: { url: string }) => p.url === 'ueber-uns')
  const tree = await (await admin.get(`/api/page/${about.id}`, headers)).json()
  const content = tree.articles[0].sections[0].contents[0]

  await page.goto(demoUrl(baseURL!, '/ueber-uns'))
  await expect(page).toHaveTitle('Über uns | Demo GmbH')
  const headline = `Frisch geändert ${Date.now()}`
  const res = await admin.patch(
    `/api/content/${content.id}`,
    { data: { ...content.data, headline } },
    headers,
  )
  expect(res.status()).toBe(200)
  // the draft is not what visitors see
  await page.reload()
  await expect(page.getByText(headline)).toBeHidden()
  expect((await admin.post(`/api/page/${about.id}/publish`, {}, headers)).status()).toBe(200)
  await page.reload()
  await expect(page.getByText(headline)).toBeVisible()
})

test('The demo site’s pages pass axe’s WCAG A and AA checks', async ({ page, baseURL }) => {
  for (const path of ['/', '/ueber-uns', '/kontakt']) {
    await page.goto(demoUrl(baseURL!, path))
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    expect({ path, violations: violations.map((v) => v.id) }).toEqual({ path, violations: [] })
  }
})

// axe cannot judge text on a gradient, so the hero's headline is checked against its own text.
test('The hero’s headline wears the hero’s light text colour, not the theme’s dark one', async ({
  page,
  baseURL,
}) => {
  await page.goto(demoUrl(baseURL!, '/'))
  const colors = await page.locator('.hero').evaluate((hero) => ({
    hero: getComputedStyle(hero).color,
    headline: getComputedStyle(hero.querySelector('.hero__headline')!).color,
  }))
  expect(colors.headline).toBe(colors.hero)
  // light text on the hero's dark brown: every channel bright
  const channels = colors.headline.match(/\d+/g)!.map(Number)
  expect(Math.min(...channels.slice(0, 3))).toBeGreaterThan(200)
})

test('A theme’s headline font comes from the site’s own host, never a font service', async ({
  page,
  baseURL,
}) => {
  const admin = await apiClient(baseURL!)
  await admin.login(SUPERUSER)
  const lookup = await (await admin.get('/api/site?domain=demo.localhost')).json()
  const headers = { 'x-organization-id': String(lookup.organization_id) }
  const site = await (await admin.get(`/api/sites/${lookup.id}`, headers)).json()
  const theme = await (await admin.get(`/api/themes/${site.theme_id}`, headers)).json()
  const fonts: { id: number; name: string }[] = await (
    await admin.get('/api/fonts', headers)
  ).json()
  const playfair = fonts.find((f) => f.name === 'playfair-display')!
  const setHeadlineFont = (id: number | null) =>
    admin.patch(`/api/themes/${theme.id}`, { headline_font_id: id }, headers)
  expect((await setHeadlineFont(playfair.id)).status()).toBe(200)

  try {
    const requests: string[] = []
    page.on('request', (req) => requests.push(req.url()))
    await page.goto(demoUrl(baseURL!))
    const h1 = page.locator('h1').first()
    await expect(h1).toBeVisible()
    const family = await h1.evaluate((el) => getComputedStyle(el).fontFamily)
    expect(family).toMatch(/^"Playfair Display"/)
    // The starter headlines are bold: the 700 face is the one the page preloads and loads.
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready
      return document.fonts.check('700 2rem "Playfair Display"')
    })
    expect(loaded).toBe(true)
    expect(requests).toContain(
      new URL('/fonts/files/playfair-display-latin-700-normal.woff2', demoUrl(baseURL!)).toString(),
    )
    const siteHost = new URL(demoUrl(baseURL!)).host
    expect(requests.filter((url) => new URL(url).host !== siteHost)).toEqual([])
  } finally {
    await setHeadlineFont(theme.headline_font_id)
  }
})

test('A new highlight colour of the site’s theme shows on the public page at once', async ({
  page,
  baseURL,
}) => {
  const admin = await apiClient(baseURL!)
  await admin.login(SUPERUSER)
  const lookup = await (await admin.get('/api/site?domain=demo.localhost')).json()
  const headers = { 'x-organization-id': String(lookup.organization_id) }
  const site = await (await admin.get(`/api/sites/${lookup.id}`, headers)).json()
  const theme = await (await admin.get(`/api/themes/${site.theme_id}`, headers)).json()

  await page.goto(demoUrl(baseURL!))
  const button = page.getByRole('link', { name: 'Angebot anfragen' }).first()
  await expect(button).toHaveCSS('background-color', 'rgb(154, 79, 31)')

  expect(
    (await admin.patch(`/api/themes/${theme.id}`, { highlightColor: '#1a5e20' }, headers)).status(),
  ).toBe(200)
  await page.reload()
  await expect(button).toHaveCSS('background-color', 'rgb(26, 94, 32)')
  await admin.patch(`/api/themes/${theme.id}`, { highlightColor: theme.highlightColor }, headers)
})
