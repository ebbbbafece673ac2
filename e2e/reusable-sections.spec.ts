import { expect, test, type Page } from '@playwright/test'
import { createPage, insert, outline, signedInWithSite } from './editor-fixtures'
import { expectNoAxeViolations, publishSite, shot, siteUrl } from './fixtures'

const preview = (page: Page) =>
  page.frameLocator('iframe[title="Vorschau der Seite"], iframe[title="Preview of the page"]')

/** Selects a row of the outline by its name (article, section or block). */
const pick = (page: Page, name: string, nav = outline(page)) =>
  nav.getByRole('button', { name, exact: true }).click()

/** Writes a headline into the text block through its panel. */
async function writeHeadline(
  page: Page,
  region: string,
  label: string,
  text: string,
  nav = outline(page),
) {
  await pick(page, 'Text', nav)
  await page.getByRole('region', { name: region }).getByLabel(label, { exact: true }).fill(text)
  await expect(preview(page).getByRole('heading', { name: text })).toBeVisible()
}

test('An editor makes a section reusable, places it on a second page and edits it on both', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(360_000)
  const { site, identifier, organizationId } = await signedInWithSite(page, baseURL!, 'Bausteine')
  const first = await createPage(page, site.id)
  await insert(page, 'Text')
  await writeHeadline(page, 'Text', 'Überschrift', 'Geöffnet 7 bis 18 Uhr')
  await page.getByRole('button', { name: /Speichern/ }).click()
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled()

  // the section becomes reusable under a name
  await pick(page, 'Abschnitt 1')
  const sectionPanel = page.getByRole('region', { name: 'Abschnitt' })
  await sectionPanel.getByLabel('Name des wiederverwendbaren Abschnitts').fill('Öffnungszeiten')
  await sectionPanel.getByRole('button', { name: 'Als wiederverwendbar speichern' }).click()
  await expect(
    sectionPanel.getByText('Wiederverwendbarer Abschnitt „Öffnungszeiten“'),
  ).toBeVisible()
  await expect(sectionPanel.getByText('Auf 1 Seite angezeigt')).toBeVisible()
  await expectNoAxeViolations(page, 'a reusable section in the editor', { sandboxedFrames: true })

  // a second page places it in its article
  const second = await createPage(page, site.id)
  await pick(page, 'Artikel 1')
  const articlePanel = page.getByRole('region', { name: 'Artikel' })
  await articlePanel.getByRole('combobox', { name: 'Wiederverwendbarer Abschnitt' }).click()
  await page.getByRole('option', { name: /^Öffnungszeiten/ }).click()
  await articlePanel.getByRole('button', { name: 'Einfügen' }).click()
  await expect(preview(page).getByRole('heading', { name: 'Geöffnet 7 bis 18 Uhr' })).toBeVisible()
  await expect(
    outline(page).getByRole('button', { name: 'Öffnungszeiten', exact: true }),
  ).toBeVisible()

  // an edit there names both pages before it is saved
  await writeHeadline(page, 'Text', 'Überschrift', 'Geöffnet 7 bis 19 Uhr')
  await page.getByRole('button', { name: /Speichern/ }).click()
  const confirm = page.getByRole('dialog', { name: 'Änderung auf mehreren Seiten' })
  await expect(confirm).toContainText('„Öffnungszeiten“ wird auf 2 Seiten angezeigt')
  await expect(confirm).toContainText(first.title)
  await expect(confirm).toContainText(second.title)
  await expectNoAxeViolations(page, 'saving a reusable section', { sandboxedFrames: true })
  await shot(page, 'reusable-section-confirm')
  await confirm.getByRole('button', { name: 'Auf allen Seiten speichern' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('button', { name: /^Speichern/ })).toBeDisabled()

  // visitors see the change on both pages once the site is published
  await publishSite(page, { siteId: site.id, organizationId })
  const visitor = await page.context().newPage()
  for (const slug of [first.slug, second.slug]) {
    await visitor.goto(siteUrl(baseURL!, identifier, `/${slug}`))
    await expect(visitor.getByRole('heading', { name: 'Geöffnet 7 bis 19 Uhr' })).toBeVisible()
  }
  await visitor.close()

  // in English the section's panel and the question before saving say the same
  await page.context().addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
  await page.reload()
  const outlineEn = page.getByRole('navigation', { name: 'Structure of the page' })
  await pick(page, 'Öffnungszeiten', outlineEn)
  const sectionPanelEn = page.getByRole('region', { name: 'Section' })
  await expect(sectionPanelEn.getByText('Reusable section “Öffnungszeiten”')).toBeVisible()
  await expect(sectionPanelEn.getByText('Shown on 2 pages')).toBeVisible()
  await pick(page, 'Text', outlineEn)
  const headingEn = page
    .getByRole('region', { name: 'Text' })
    .getByLabel('Heading', { exact: true })
  await headingEn.fill('Open 7 am to 7 pm')
  await expect(headingEn).toHaveValue('Open 7 am to 7 pm')
  await page.getByRole('button', { name: /Save/ }).click()
  const confirmEn = page.getByRole('dialog', { name: 'A change on several pages' })
  await expect(confirmEn).toContainText('“Öffnungszeiten” is shown on 2 pages')
  await expectNoAxeViolations(page, 'saving a reusable section in English', {
    sandboxedFrames: true,
  })
  await confirmEn.getByRole('button', { name: 'Save on all pages' }).click()
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()

  // detached, the section is this page's own again
  await page.context().addCookies([{ name: 'locale', value: 'de', url: baseURL! }])
  await page.reload()
  await page
    .getByRole('button', { name: 'Verlassen' })
    .click({ timeout: 3000 })
    .catch(() => {})
  await pick(page, 'Öffnungszeiten')
  await page
    .getByRole('region', { name: 'Abschnitt' })
    .getByRole('button', { name: 'Loslösen' })
    .click()
  await expect(
    page.getByRole('region', { name: 'Abschnitt' }).getByRole('button', {
      name: 'Als wiederverwendbar speichern',
    }),
  ).toBeVisible()

  // the site's list in the article panel renames it, and keeps it while the first page shows it
  await pick(page, 'Artikel 1')
  const list = page
    .getByRole('region', { name: 'Artikel' })
    .getByRole('region', { name: 'Wiederverwendbare Abschnitte der Website' })
  await expect(list.getByText('Auf 1 Seite angezeigt')).toBeVisible()
  await list.getByRole('button', { name: '„Öffnungszeiten“ umbenennen' }).click()
  const rename = page.getByRole('dialog', { name: '„Öffnungszeiten“ umbenennen' })
  await rename.getByLabel('Name des wiederverwendbaren Abschnitts').fill('Sommerzeiten')
  await rename.getByRole('button', { name: 'Speichern' }).click()
  await expect(rename).toBeHidden()
  await expect(list.getByText('Sommerzeiten', { exact: true })).toBeVisible()
  await list.getByRole('button', { name: '„Sommerzeiten“ löschen' }).click()
  await page
    .getByRole('dialog', { name: 'Wirklich löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click()
  const inUse = page.getByRole('dialog', { name: 'Noch in Verwendung' })
  await expect(inUse).toContainText('„Sommerzeiten“ wird noch auf 1 Seite angezeigt')
  await expect(inUse).toContainText(`${first.title} (/${first.slug})`)
  await expectNoAxeViolations(page, 'a reusable section still shown', { sandboxedFrames: true })
  await shot(page, 'reusable-section-in-use')
  // the dialog's own button (its header's × is named „Schließen“ too)
  await inUse.getByRole('button', { name: 'Schließen' }).last().click()
  await expect(inUse).toBeHidden()
  await expect(list.getByText('Sommerzeiten', { exact: true })).toBeVisible()
})
