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
const content = buildContent(
  quote,
  { text: 'Geöffnet 7 bis 18 Uhr' },
  { id: 70, section_id: 60, order: 1, ...stamp },
)
/** Über uns, whose only section places the reusable section 7 „Öffnungszeiten“. */
const tree = buildTree(
  [
    article(
      [
        section([content], {
          id: 60,
          article_id: 50,
          order: 1,
          title: 'Öffnungszeiten',
          reusable_section_id: 7,
          ...stamp,
        } as never),
      ],
      { id: 50, page_id: 22, order: 1, ...stamp },
    ),
  ],
  { id: 22, site_id: 5, title: 'Über uns', url: 'ueber-uns', ...stamp },
)
const reusable = {
  id: 7,
  site_id: 5,
  title: 'Öffnungszeiten',
  pages: [
    { id: 21, title: 'Start', url: '' },
    { id: 22, title: 'Über uns', url: 'ueber-uns' },
  ],
}

function openEditor() {
  mockMember({ sites: [buildSite()] })
  const saved: unknown[] = []
  server.use(
    http.get('/api/sites/5/pages', () => HttpResponse.json([tree])),
    http.get('/api/sites/5/layouts', () => HttpResponse.json([])),
    http.get('/api/colorsets', () => HttpResponse.json([])),
    http.get('/api/components', () => HttpResponse.json([quote])),
    http.get('/api/page/22', () => HttpResponse.json(tree)),
    http.get('/api/page/22/preview', () =>
      HttpResponse.json({ message: 'not in this test' }, { status: 503 }),
    ),
    http.get('/api/content/70', () => HttpResponse.json(content)),
    http.get('/api/section/60', () => HttpResponse.json(tree.articles[0]!.sections[0])),
    http.get('/api/sites/5/reusable-sections', () => HttpResponse.json([reusable])),
    http.get('/api/reusable-section/7', () => HttpResponse.json(reusable)),
    http.patch('/api/content/70', async ({ request }) => {
      const body = await request.json()
      saved.push(body)
      return HttpResponse.json({ ...content, ...(body as object) })
    }),
  )
  renderApp('/ueber-uns')
  return { saved }
}

async function outline() {
  return screen.findByRole('navigation', { name: 'Aufbau der Seite' }, { timeout: 15_000 })
}

describe('reusable sections in the editor', { timeout: 30_000 }, () => {
  it('a placed section says on how many pages it shows and offers to detach it', async () => {
    openEditor()
    await userEvent.click(
      await within(await outline()).findByRole('button', { name: 'Öffnungszeiten' }),
    )
    const panel = await screen.findByRole('region', { name: 'Abschnitt' })
    expect(
      await within(panel).findByText('Wiederverwendbarer Abschnitt „Öffnungszeiten“'),
    ).toBeInTheDocument()
    expect(within(panel).getByText('Auf 2 Seiten angezeigt')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Loslösen' })).toBeEnabled()
  })

  it('saving a shared block first names the pages it shows on; cancelling saves nothing', async () => {
    const { saved } = openEditor()
    await userEvent.click(await within(await outline()).findByRole('button', { name: /^Zitat/ }))
    const panel = await screen.findByRole('region', { name: 'Zitat' })
    const field = within(panel).getByRole('textbox', { name: 'Zitat' })
    await userEvent.clear(field)
    await userEvent.type(field, 'Geöffnet 7 bis 19 Uhr')
    await userEvent.click(screen.getByRole('button', { name: /Speichern/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Änderung auf mehreren Seiten' })
    expect(dialog).toHaveTextContent(
      '„Öffnungszeiten“ wird auf 2 Seiten angezeigt: Start, Über uns. Die Änderung erscheint auf allen.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(saved).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: /Speichern/ }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Änderung auf mehreren Seiten' })).getByRole(
        'button',
        { name: 'Auf allen Seiten speichern' },
      ),
    )
    await waitFor(() =>
      expect(saved).toEqual([{ data: { text: 'Geöffnet 7 bis 19 Uhr' }, ...stamp }]),
    )
  })

  it('refuses to paste what another organisation copied, and sends nothing', async () => {
    const posted: unknown[] = []
    localStorage.setItem(
      'sitewerk.clipboard',
      JSON.stringify({
        format: 'sitewerk/clipboard@1',
        kind: 'content',
        organization_id: 999,
        site_id: 98,
        item: {
          component_id: quote.id,
          data: { text: 'Fremd' },
          parallax: false,
          theme_id: null,
          custom_colorset_id: null,
          grid_area: null,
        },
      }),
    )
    openEditor()
    server.use(
      http.post('/api/content', async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json(content, { status: 201 })
      }),
    )
    await userEvent.click(
      await within(await outline()).findByRole('button', { name: 'Öffnungszeiten' }),
    )
    const panel = await screen.findByRole('region', { name: 'Abschnitt' })
    await userEvent.click(within(panel).getByRole('button', { name: 'Kopiertes einfügen' }))
    expect(
      await screen.findByText(
        'Das Kopierte stammt aus einer anderen Organisation und kann hier nicht eingefügt werden.',
      ),
    ).toBeInTheDocument()
    expect(posted).toEqual([])
    localStorage.removeItem('sitewerk.clipboard')
  })

  it('the article panel lists the site’s reusable sections to rename and delete; one still placed is refused with its pages', async () => {
    const spare = { id: 8, site_id: 5, title: 'Aktionen', pages: [] }
    let list = [reusable, spare]
    const renamed: unknown[] = []
    const deleted: number[] = []
    openEditor()
    server.use(
      http.get('/api/sites/5/reusable-sections', () => HttpResponse.json(list)),
      http.get('/api/article/50', () => HttpResponse.json(tree.articles[0])),
      http.patch('/api/reusable-section/8', async ({ request }) => {
        const body = (await request.json()) as { title: string }
        renamed.push(body)
        list = list.map((r) => (r.id === 8 ? { ...r, ...body } : r))
        return HttpResponse.json({ ...spare, ...body })
      }),
      http.delete('/api/reusable-section/:id', ({ params }) => {
        if (params.id === '7')
          return HttpResponse.json(
            {
              message:
                '„Öffnungszeiten“ wird noch auf 2 Seiten angezeigt und kann nicht gelöscht werden. Löse den Abschnitt dort zuerst los oder entferne ihn.',
              errorTypes: { id: ['is_used'] },
              usages: reusable.pages,
            },
            { status: 409 },
          )
        deleted.push(Number(params.id))
        list = list.filter((r) => r.id !== Number(params.id))
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await userEvent.click(await within(await outline()).findByRole('button', { name: 'Artikel 1' }))
    const panel = await screen.findByRole('region', { name: 'Artikel' })
    const listed = await within(panel).findByRole('region', {
      name: 'Wiederverwendbare Abschnitte der Website',
    })
    expect(within(listed).getByText('Auf keiner Seite angezeigt')).toBeInTheDocument()

    await userEvent.click(within(listed).getByRole('button', { name: '„Aktionen“ umbenennen' }))
    let dialog = await screen.findByRole('dialog', { name: '„Aktionen“ umbenennen' })
    const field = within(dialog).getByRole('textbox', {
      name: 'Name des wiederverwendbaren Abschnitts',
    })
    await userEvent.clear(field)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    expect(
      within(dialog).getByText('Bitte einen Namen mit höchstens 200 Zeichen angeben.'),
    ).toBeInTheDocument()
    await userEvent.type(field, 'Angebote der Woche')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(renamed).toEqual([{ title: 'Angebote der Woche' }])
    expect(await within(listed).findByText('Angebote der Woche')).toBeInTheDocument()

    await userEvent.click(
      within(listed).getByRole('button', { name: '„Angebote der Woche“ löschen' }),
    )
    dialog = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }))
    await waitFor(() => expect(deleted).toEqual([8]))
    await waitFor(() =>
      expect(within(listed).queryByText('Angebote der Woche')).not.toBeInTheDocument(),
    )

    await userEvent.click(within(listed).getByRole('button', { name: '„Öffnungszeiten“ löschen' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Wirklich löschen?' })).getByRole('button', {
        name: 'Löschen',
      }),
    )
    dialog = await screen.findByRole('dialog', { name: 'Noch in Verwendung' })
    expect(dialog).toHaveTextContent(
      '„Öffnungszeiten“ wird noch auf 2 Seiten angezeigt und kann nicht gelöscht werden.',
    )
    expect(within(dialog).getByText('Start (/)')).toBeInTheDocument()
    expect(within(dialog).getByText('Über uns (/ueber-uns)')).toBeInTheDocument()
    expect(deleted).toEqual([8])
  })
})
