import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  article,
  content as buildContent,
  page as buildTree,
  section,
} from '@sitewerk/renderer/test-builders'
import { buildColorset, buildComponent, buildSite } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const cards = buildComponent({ key: 'cards', title: 'Karten' })
const stamp = { updated_at: '2026-11-22 10:00:00' }
const content = buildContent(
  cards,
  { text: 'Drei Brote' },
  { id: 70, section_id: 60, order: 1, grid_area: 'links', ...stamp },
)
const sectionOf = (contents: (typeof content)[]) =>
  section(contents, { id: 60, article_id: 50, order: 1, ...stamp })
const tree = buildTree(
  [article([sectionOf([content])], { id: 50, page_id: 22, order: 1, ...stamp })],
  { id: 22, site_id: 5, title: 'Über uns', url: 'ueber-uns', ...stamp },
)

/** A member's page /ueber-uns with one 'Karten' block, opened in the editor. */
function openEditor(colorsets = [buildColorset()]) {
  mockMember({ sites: [buildSite()] })
  server.use(
    http.get('/api/sites/5/pages', () => HttpResponse.json([tree])),
    http.get('/api/sites/5/layouts', () => HttpResponse.json([])),
    http.get('/api/themes', () => HttpResponse.json([])),
    http.get('/api/colorsets', () => HttpResponse.json(colorsets)),
    http.get('/api/components', () => HttpResponse.json([cards])),
    http.get('/api/page/22', () => HttpResponse.json(tree)),
    http.get('/api/page/22/preview', () =>
      HttpResponse.json({ message: 'not in this test' }, { status: 503 }),
    ),
    http.get('/api/content/70', () => HttpResponse.json(content)),
  )
  renderApp('/ueber-uns')
  return screen.findByRole('navigation', { name: 'Aufbau der Seite' }, { timeout: 15_000 })
}

describe('undo in the page editor (issue 13, defect 1)', { timeout: 30_000 }, () => {
  it('a deleted block comes back with its data and settings when „Rückgängig“ is pressed', async () => {
    const restores: unknown[] = []
    server.use(
      http.delete('/api/content/70', () => HttpResponse.json({ section_id: 60 })),
      http.post('/api/content/restore', async ({ request }) => {
        restores.push(await request.json())
        return HttpResponse.json({ ...content, updated_at: '2026-11-24 07:00:00' }, { status: 201 })
      }),
      http.post('/api/reorder', () => new HttpResponse(null, { status: 204 })),
      http.get('/api/section/60', () => HttpResponse.json(sectionOf([content]))),
    )
    const outline = await openEditor()
    await userEvent.click(await within(outline).findByRole('button', { name: /^Karten/ }))
    const panel = await screen.findByRole('region', { name: 'Karten' })
    await userEvent.click(within(panel).getByRole('button', { name: 'Löschen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
    expect(dialog).toHaveTextContent('Block „Karten“ löschen?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }))
    await waitFor(() =>
      expect(within(outline).queryByRole('button', { name: /^Karten/ })).not.toBeInTheDocument(),
    )

    await userEvent.click(screen.getByRole('button', { name: 'Rückgängig' }))
    expect(await within(outline).findByRole('button', { name: /^Karten/ })).toBeInTheDocument()
    expect(restores).toEqual([
      {
        parent_id: 60,
        block: {
          id: 70,
          component_id: 31,
          order: 1,
          data: { text: 'Drei Brote' },
          parallax: false,
          custom_colorset_id: null,
          theme_id: null,
          grid_area: 'links',
        },
      },
    ])
    // back on the server as it was: nothing to save, and the delete can be redone
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Wiederholen' })).toBeEnabled()
  })

  it('warns where a colour set that fails its own contrast check is chosen (issue 13, defect 8)', async () => {
    const outline = await openEditor([
      buildColorset({ id: 3, title: 'Hausfarben' }),
      buildColorset({ id: 4, title: 'Blass', text_color: '#999999', background_color: '#aaaaaa' }),
    ])
    await userEvent.click(await within(outline).findByRole('button', { name: /^Karten/ }))
    const panel = await screen.findByRole('region', { name: 'Karten' })
    const colorset = within(panel).getByRole('combobox', { name: 'Farbset' })
    await userEvent.click(colorset)
    expect(await screen.findByRole('option', { name: 'Hausfarben' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('option', { name: 'Blass – Kontrast zu gering' }))
    expect(colorset).toHaveAccessibleDescription(
      '⚠ Dieses Farbset besteht seine eigene Kontrastprüfung nicht (WCAG AA): Texte damit sind schwer lesbar.',
    )
  })
})
