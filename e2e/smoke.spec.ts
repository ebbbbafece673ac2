import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

test('A guest opening the back office is asked to sign in, in German', async ({ page }) => {
  await page.goto('/backend/user')
  await expect(page).toHaveURL(/\/login\?from=%2Fbackend%2Fuser$/)
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible()
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Passwort', exact: true })).toBeVisible()
  await expect(page).toHaveTitle('Anmelden | Sitewerk')
})

test('The login page speaks English under /en and meets WCAG AA', async ({ page }) => {
  await page.goto('/en/login')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
})

test('An unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible()
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible()
})
