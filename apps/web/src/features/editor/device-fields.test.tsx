import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import {
  article,
  content as buildContent,
  page as buildTree,
  section,
} from '@sitewerk/renderer/test-builders'
import { i18n } from '../../i18n/i18n'
import { buildComponent, buildSite } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const quote = buildComponent({
  key: 'quote',
  title: 'Zitat',
  form: [{ $formkit: 'text', name: 'text', label: 'Zitat' }],
  template: '<blockquote>{{ text }}</blockquote>',
})
const stamp = { updated_at: '2026-11-22 10:00:00' }
const content = buildContent(quote, { text: 'Gut Ding' }, { id: 70, section_id: 60, ...stamp })
const tree = buildTree(
  [
    article([section([content], { id: 60, article_id: 50, ...stamp })], {
      id: 50,
      page_id: 22,
      ...stamp,
    }),
  ],
  { id: 22, site_id: 5, title: 'Über uns', url: 'ueber-uns', ...stamp },
)

/** The editor on „Über uns“; `saved` holds the body of each PATCH of the block. */
async function openEditor() {
  mockMember({ sites: [buildSite()] })
  const saved: unknown[] = []
  server.use(
    http.get('/api/sites/5/pages', () => HttpResponse.json([tree])),
    http.get('/api/sites/5/layouts', () => HttpResponse.json([])),
    http.get('/api/themes', () => HttpResponse.json([])),
    http.get('/api/colorsets', () => HttpResponse.json([])),
    http.get('/api/components', () => HttpResponse.json([quote])),
    http.get('/api/page/22', () => HttpResponse.json(tree)),
    http.get('/api/page/22/preview', () =>
      HttpResponse.json({ message: 'not in this test' }, { status: 503 }),
    ),
    http.get('/api/content/70', () => HttpResponse.json(content)),
    http.patch('/api/content/70', async ({ request }) => {
      const body = (await request.json()) as object
      saved.push(body)
      return HttpResponse.json({ ...content, ...body })
    }),
  )
  renderApp('/ueber-uns')
  return { saved }
}

afterEach(() => i18n.changeLanguage('de'))

describe('visibility and spacing per device (issue #19)', { timeout: 60_000 }, () => {
  it('hides a block on small screens, marks it in the outline, undoes, and saves it with its spacing', async () => {
    const { saved } = await openEditor()
    const outline = await screen.findByRole(
      'navigation',
      { name: 'Aufbau der Seite' },
      { timeout: 15_000 },
    )
    await userEvent.click(await within(outline).findByRole('button', { name: /^Zitat/ }))
    const panel = await screen.findByRole('region', { name: 'Zitat' })
    const visibleOn = within(panel).getByRole('group', { name: /Sichtbar auf/ })
    const small = within(visibleOn).getByRole('checkbox', { name: 'Klein' })
    expect(small).toBeChecked()
    await userEvent.click(small)
    expect(small).not.toBeChecked()
    expect(within(outline).getByRole('img', { name: 'Ausgeblendet auf: Klein' })).toBeVisible()

    await userEvent.click(screen.getByRole('button', { name: 'Rückgängig' }))
    expect(within(visibleOn).getByRole('checkbox', { name: 'Klein' })).toBeChecked()
    expect(within(outline).queryByRole('img', { name: /Ausgeblendet/ })).toBeNull()

    await userEvent.click(within(visibleOn).getByRole('checkbox', { name: 'Klein' }))
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Abstand oben (Groß)' }),
      'L',
    )
    await userEvent.click(screen.getByRole('button', { name: /Speichern/ }))
    await waitFor(() =>
      expect(saved).toEqual([
        { hidden_on: ['small'], spacing: { large: { top: 'l' } }, updated_at: stamp.updated_at },
      ]),
    )
  })

  it('speaks English too', async () => {
    await i18n.changeLanguage('en')
    await openEditor()
    const outline = await screen.findByRole('navigation', {}, { timeout: 15_000 })
    await userEvent.click(await within(outline).findByRole('button', { name: /^Zitat/ }))
    const panel = await screen.findByRole('region', { name: 'Zitat' })
    expect(within(panel).getByRole('group', { name: /Visible on/ })).toBeVisible()
    expect(within(panel).getAllByRole('combobox', { name: /^Bottom spacing \(/ })).toHaveLength(4)
  })
})
