import { expect, test, type Page } from '@playwright/test'

/** Chromium's layout-shift entry (not in TypeScript's DOM types). */
interface LayoutShift extends PerformanceEntry {
  value: number
}
import { fillLogin, verifiedPerson } from './fixtures'

// decision 047: the login paints from the page the server sends, before its script runs.

test('Without JavaScript the login form is there, in German and in English', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/login')
  await expect(page).toHaveTitle('Anmelden | Sitewerk')
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible()
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Passwort', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible()

  await page.goto('/en/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByLabel('Email address')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await context.close()
})

/** Holds the app's script (the chunk main.tsx imports after the first paint) until released. */
async function holdTheApp(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('A person who types and presses “Anmelden” before the script arrives is signed in once it does', async ({
  page,
  baseURL,
}) => {
  const { person } = await verifiedPerson(baseURL!, 'Frieda Früh')
  const releaseApp = await holdTheApp(page)
  await page.goto('/login?from=%2Fbackend%2Fuser%2Fedit')
  await fillLogin(page, person)
  // the press waits for the app: the form did not send itself, nothing typed is lost
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(person.email)
  releaseApp()
  await expect(page).toHaveURL(/\/backend\/user\/edit$/)
})

test('The app takes the painted login over where it stands, without a layout shift or a fade', async ({
  page,
}) => {
  const releaseApp = await holdTheApp(page)
  await page.goto('/en/login')
  const button = page.getByRole('button', { name: 'Sign in' })
  const before = await button.boundingBox()
  // the screen is showing already: it must not fade out and in again when the app arrives
  await page.evaluate(() => {
    const main = document.querySelector('main')!
    new MutationObserver(() => {
      if (main.getAnimations().length > 0) main.dataset.faded = 'yes'
    }).observe(main, { attributes: true, attributeFilter: ['class'] })
  })
  releaseApp()
  await page.waitForLoadState('networkidle')
  // the app is there: the language switch answers
  await page.getByRole('button', { name: 'Language: English. Change language' }).click()
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await button.boundingBox()).toEqual(before)
  await expect(page.locator('main')).not.toHaveAttribute('data-faded')
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as LayoutShift).value, 0)),
        ).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(0), 500)
      }),
  )
  expect(shifted).toBe(0)
})

test('A guest’s login page asks the server nothing that fails and leaves no error in the console', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
  })
  await page.goto('/login')
  await page.waitForLoadState('networkidle')
  // the app has taken the screen over: its language menu answers
  await page.getByRole('button', { name: /^Sprache: Deutsch/ }).click()
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible()
  expect({ errors, failed }).toEqual({ errors: [], failed: [] })
})
