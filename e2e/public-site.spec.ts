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
  const image = await page.request.get(shareImage!)
  expect(image.headers()['content-type']).toBe('image/jpeg')
  const size = await page.evaluate(async (src) => {
    const img = new Image()
    img.src = src
    await img.decode()
    return [img.naturalWidth, img.naturalHeight]
  }, shareImage!)
  expect(size).toEqual([1200, 630])

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

test('An edit through the API shows on the public page at once', async ({ page, baseURL }) => {
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
  await page.reload()
  await expect(page.getByText(headline)).toBeVisible()
})
