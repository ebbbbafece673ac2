import { expect, test } from '@playwright/test'

test('A visitor of the back office sees the Sitewerk app', async ({ page }) => {
  await page.goto('/backend/user')
  await expect(page.getByRole('heading', { name: 'Sitewerk' })).toBeVisible()
})
