import { expect, test } from '@playwright/test'
import { createPage, insert, signedInWithSite, switchToEnglish } from './editor-fixtures'
import { expectNoAxeViolations, publishSite, shot, siteUrl } from './fixtures'

/** Issue #19 item 3: a block hidden on phones is gone at 390 px and there at desktop width. */

const TEXTS = {
  de: {
    outline: 'Aufbau der Seite',
    visibleOn: 'Sichtbar auf',
    small: 'Klein',
    large: 'Groß',
    hiddenOn: 'Ausgeblendet auf: Klein',
    preview: 'Vorschau der Seite',
    topOf: 'Abstand oben (Groß)',
    save: /Speichern/,
  },
  en: {
    outline: 'Structure of the page',
    visibleOn: 'Visible on',
    small: 'Small',
    large: 'Large',
    hiddenOn: 'Hidden on: Small',
    preview: 'Page preview',
    topOf: 'Top spacing (Large)',
    save: /Save/,
  },
} as const

for (const language of ['de', 'en'] as const)
  test(`An editor hides a block on phones and visitors on phones do not see it (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const t = TEXTS[language]
    const { site, identifier, organizationId } = await signedInWithSite(page, baseURL!, 'Geräte')
    const { slug } = await createPage(page, site.id)
    await insert(page, 'Text')
    const frame = page.frameLocator(`iframe[title="${TEXTS.de.preview}"]`)
    const block = frame.locator('main [data-sw-content]')
    await expect(block.getByRole('heading')).toBeVisible()
    // inserting saved the block at once
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled()
    if (language === 'en') {
      // the editor has no language menu of its own: switch on the overview, then come back
      await page.goto('/backend/user')
      await switchToEnglish(page)
      await page.goto(`/${slug}?siteId=${site.id}`)
    }

    const block2 = page
      .frameLocator(`iframe[title="${t.preview}"]`)
      .locator('main [data-sw-content]')
    const tree = page.getByRole('navigation', { name: t.outline })
    await tree.getByRole('button', { name: 'Text', exact: true }).click()
    const panel = page.getByRole('region', { name: 'Text' })
    const visibleOn = panel.getByRole('group', { name: t.visibleOn })
    await visibleOn.getByRole('checkbox', { name: t.small }).uncheck()
    await panel.getByRole('combobox', { name: t.topOf }).selectOption('xl')
    await expect(tree.getByRole('img', { name: t.hiddenOn })).toBeVisible()

    // the preview shows it at each width: gone at the small one, there at the large one
    // (the switch's radio is covered by its label: the label is what a person clicks)
    const width = (name: string) => page.getByRole('radio', { name, exact: true }).locator('..')
    await width(t.small).click()
    await expect(block2).toBeHidden()
    await width(t.large).click()
    await expect(block2.getByRole('heading')).toBeVisible()
    await expect.poll(() => block2.evaluate((el) => getComputedStyle(el).paddingTop)).toBe('96px')
    await expectNoAxeViolations(page, `device settings (${language})`, { sandboxedFrames: true })
    await shot(page, `device-visibility-editor-${language}`)

    await page.getByRole('button', { name: t.save }).click()
    await expect(page.getByRole('button', { name: t.save })).toBeDisabled()
    await publishSite(page, { siteId: site.id, organizationId })

    const visitor = await page.context().newPage()
    await visitor.setViewportSize({ width: 390, height: 844 })
    await visitor.goto(siteUrl(baseURL!, identifier, `/${slug}`))
    const published = visitor.locator('main [data-sw-content]')
    await expect(published).toHaveCount(1)
    await expect(published).toBeHidden()
    // out of the accessibility tree too, not only out of sight
    await expect(visitor.getByRole('main').getByRole('heading')).toHaveCount(0)
    expect(await visitor.locator('script[src]').count()).toBe(0)
    await expectNoAxeViolations(visitor, `public page at 390 px (${language})`)
    await shot(visitor, `device-visibility-phone-${language}`)

    await visitor.setViewportSize({ width: 1440, height: 900 })
    await expect(published.getByRole('heading')).toBeVisible()
    await expectNoAxeViolations(visitor, `public page at 1440 px (${language})`)
    await visitor.close()
  })
