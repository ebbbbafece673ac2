import { expect, test, type Page } from '@playwright/test'
import { createPage, insert, outline, signedInWithSite } from './editor-fixtures'
import { expectNoAxeViolations, publishSite, shot, siteUrl } from './fixtures'

const preview = (page: Page) => page.frameLocator('iframe[title="Vorschau der Seite"]')

/** A new page of a new site in the editor, with one text content on it. */
async function pageWithText(page: Page, baseURL: string) {
  const { site, identifier, organizationId } = await signedInWithSite(page, baseURL, 'Schreibstube')
  const { slug } = await createPage(page, site.id)
  await insert(page, 'Text')
  await expect(preview(page).getByRole('heading', { name: 'Überschrift' })).toBeVisible()
  return { site, identifier, organizationId, slug }
}

/**
 * Pastes into the element focused in the preview as a browser does, with markup and its text; sent
 * from the back office's window, since the frame runs no script of anyone's.
 */
async function pasteIntoPreview(page: Page, html: string, text: string) {
  await page.evaluate(
    ({ html, text }) => {
      const doc = document.querySelector<HTMLIFrameElement>(
        'iframe[title="Vorschau der Seite"]',
      )!.contentDocument!
      const data = new DataTransfer()
      data.setData('text/html', html)
      data.setData('text/plain', text)
      doc.activeElement!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    },
    { html, text },
  )
}

test('An editor types into a headline on the page and saves', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const { site, identifier, organizationId, slug } = await pageWithText(page, baseURL!)

  await preview(page).getByRole('heading', { name: 'Überschrift' }).click()
  const headline = preview(page).getByRole('textbox', {
    name: 'Überschrift – auf der Seite bearbeiten',
  })
  await expect(headline).toBeFocused()
  await page.keyboard.press('Control+a')
  await page.keyboard.type('Unsere Werkstatt')

  const panelHeadline = page
    .getByRole('region', { name: 'Text' })
    .getByLabel('Überschrift', { exact: true })
  await expect(panelHeadline).toHaveValue('Unsere Werkstatt')
  await expectNoAxeViolations(page, 'typing in the preview', { sandboxedFrames: true })
  await shot(page, 'inline-editing-headline')
  await page.keyboard.press('Escape')
  await expect(headline).toBeHidden()
  await expect(preview(page).getByRole('heading', { name: 'Unsere Werkstatt' })).toBeVisible()

  // the panel's edits show on the page, and undo takes back what was typed on it
  await panelHeadline.fill('Unsere Werkstatt!')
  await expect(preview(page).getByRole('heading', { name: 'Unsere Werkstatt!' })).toBeVisible()
  await outline(page).getByRole('button', { name: 'Text', exact: true }).focus()
  await page.keyboard.press('Control+z')
  await expect(panelHeadline).toHaveValue('Unsere Werkstatt')
  await expect(preview(page).getByRole('heading', { name: 'Unsere Werkstatt' })).toBeVisible()

  await page.getByRole('button', { name: /Speichern/ }).click()
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled()
  await publishSite(page, { siteId: site.id, organizationId })
  const visitor = await page.context().newPage()
  await visitor.goto(siteUrl(baseURL!, identifier, `/${slug}`))
  await expect(visitor.getByRole('heading', { name: 'Unsere Werkstatt' })).toBeVisible()
  await visitor.close()
})

test('Markup pasted into a text on the page keeps no script', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  await pageWithText(page, baseURL!)
  await page.evaluate(() => ((window as unknown as { pwned: number }).pwned = 0))
  const evil =
    '<p>Frisch <b>gehobelt</b><script>parent.pwned = 1</script>' +
    '<img src="x" onerror="parent.pwned = 2"></p>'

  // a headline takes the text of what is pasted
  await preview(page).getByRole('heading', { name: 'Überschrift' }).click()
  await page.keyboard.press('Control+a')
  await pasteIntoPreview(page, evil, 'Frisch gehobelt')
  const panel = page.getByRole('region', { name: 'Text' })
  await expect(panel.getByLabel('Überschrift', { exact: true })).toHaveValue('Frisch gehobelt')
  await page.keyboard.press('Escape')

  // the rich text keeps the formatting its editor allows and drops the rest, with the same toolbar
  await preview(page).getByText('Schreiben Sie hier Ihren Text.').click()
  const text = preview(page).getByRole('textbox', { name: 'Text – auf der Seite bearbeiten' })
  await expect(text).toBeFocused()
  await expect(page.getByRole('toolbar', { name: 'Formatierung von „Text“' })).toHaveCount(2)
  await page.keyboard.press('Control+a')
  await pasteIntoPreview(page, evil, 'Frisch gehobelt')
  await expect(text.locator('strong')).toHaveText('gehobelt')
  await expectNoAxeViolations(page, 'rich text in the preview', { sandboxedFrames: true })
  await page.keyboard.press('Escape')
  await expect(preview(page).getByRole('paragraph').filter({ hasText: 'Frisch' })).toHaveText(
    'Frisch gehobelt',
  )
  await expect(preview(page).locator('main script, main [onerror]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { pwned: number }).pwned)).toBe(0)

  // tenant markup with a handler still does nothing in the frame, while the back office's own
  // listener on the same element fires (decision 039)
  const handled = await page.evaluate(
    () =>
      new Promise<{ parentListener: boolean; pwned: number }>((resolve) => {
        const doc = document.querySelector<HTMLIFrameElement>(
          'iframe[title="Vorschau der Seite"]',
        )!.contentDocument!
        const tenant = doc.createElement('div')
        tenant.innerHTML = '<img src="/nothing-here.png" onerror="parent.pwned = 3">'
        tenant.querySelector('img')!.addEventListener('error', () =>
          setTimeout(() =>
            resolve({
              parentListener: true,
              pwned: (window as unknown as { pwned: number }).pwned,
            }),
          ),
        )
        doc.getElementById('main')!.append(tenant)
      }),
  )
  expect(handled).toEqual({ parentListener: true, pwned: 0 })
  await expect(panel.getByRole('textbox', { name: 'Text', exact: true })).toContainText(
    'Frisch gehobelt',
  )
})

test('An editor drags a block from one section to another in the preview', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await pageWithText(page, baseURL!)
  await outline(page)
    .getByRole('button', { name: /^Abschnitt in „.*“ hinzufügen$/ })
    .first()
    .click()
  await insert(page, 'Bild', 'Abschnitt 2')
  const sections = preview(page).locator('main [data-sw-section]')
  await expect(sections.nth(1).locator('.sw-c-image')).toHaveCount(1)

  const from = (await sections.nth(0).locator('.sw-c-text').boundingBox())!
  const to = (await sections.nth(1).locator('.sw-c-image').boundingBox())!
  // straight to Chromium's input: Playwright's own drag handling waits on every frame for a script,
  // and the preview frame runs none (decision 010)
  const cdp = await page.context().newCDPSession(page)
  const pointer = (
    type: 'mouseMoved' | 'mousePressed' | 'mouseReleased',
    x: number,
    y: number,
    buttons = 1,
  ) => cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons, clickCount: 1 })
  const start = { x: from.x + from.width / 2, y: from.y + 8 }
  const end = { x: to.x + to.width / 2, y: to.y + to.height - 4 }
  await pointer('mouseMoved', start.x, start.y, 0)
  await pointer('mousePressed', start.x, start.y)
  for (let step = 1; step <= 12; step++)
    await pointer(
      'mouseMoved',
      start.x + ((end.x - start.x) * step) / 12,
      start.y + ((end.y - start.y) * step) / 12,
    )
  await expect(preview(page).locator('sw-preview-drop')).toBeVisible()
  await pointer('mouseReleased', end.x, end.y, 0)

  await expect(sections.nth(1).locator('[data-sw-content]')).toHaveCount(2)
  await expect(sections.nth(1).locator('[data-sw-content]').nth(1)).toHaveClass(/sw-c-text/)
  await expect(sections.nth(0).locator('[data-sw-content]')).toHaveCount(0)
  await expect(preview(page).locator('sw-preview-drop')).toBeHidden()
  await expect(page.getByRole('button', { name: /Ungespeichert: 1/ })).toBeVisible()
  await page.getByRole('button', { name: /Speichern/ }).click()
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled()
})
