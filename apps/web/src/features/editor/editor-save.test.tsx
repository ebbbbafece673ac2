import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildPage, buildSite } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const page = buildPage({
  id: 22,
  title: 'Über uns',
  url: 'ueber-uns',
  updated_at: '2026-11-22 10:00:00',
})

/** A member whose site has the page /ueber-uns, without articles, opened in the editor. */
function openEditor(fields: Partial<typeof page> = {}) {
  mockMember({ sites: [buildSite()] })
  server.use(
    http.get('/api/sites/5/pages', () => HttpResponse.json([page])),
    http.get('/api/sites/5/layouts', () => HttpResponse.json([])),
    http.get('/api/colorsets', () => HttpResponse.json([])),
    http.get('/api/components', () => HttpResponse.json([])),
    http.get('/api/page/22', () => HttpResponse.json({ ...page, ...fields, articles: [] })),
  )
  return renderApp('/ueber-uns')
}

async function changeTitle(title: string) {
  const settings = await screen.findByRole('region', { name: 'Seite' })
  const input = within(settings).getByRole('textbox', { name: 'Titel' })
  await userEvent.clear(input)
  await userEvent.type(input, title)
  return settings
}

// the editor's first chunk (renderer, dnd-kit) takes a while to transform
describe('saving in the page editor', { timeout: 30_000 }, () => {
  it('sends only the changed field with the version it started from; a 422 shows at the field', async () => {
    const bodies: unknown[] = []
    server.use(
      http.patch('/api/page/22', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(
          { message: 'Ungültige Eingabe.', errors: { url: ['Diese Adresse ist schon vergeben.'] } },
          { status: 422 },
        )
      }),
    )
    openEditor()
    await userEvent.click(
      await screen.findByRole('button', { name: /Seite\s*Über uns/ }, { timeout: 15_000 }),
    )
    const settings = await screen.findByRole('region', { name: 'Seite' })
    await userEvent.type(within(settings).getByRole('textbox', { name: 'Adresse' }), ' Team')
    expect(within(settings).getByTestId('normalized-url')).toHaveTextContent('/ueber-uns-team')
    await userEvent.click(screen.getByRole('button', { name: /Speichern/ }))
    await waitFor(() =>
      expect(
        within(settings).getByRole('textbox', { name: 'Adresse' }),
      ).toHaveAccessibleDescription('Diese Adresse ist schon vergeben.'),
    )
    expect(bodies).toEqual([{ url: 'ueber-uns-team', updated_at: '2026-11-22 10:00:00' }])
    expect(screen.getByRole('button', { name: /Speichern/ })).toHaveTextContent('Ungespeichert: 1')
  })

  it('a save after someone else’s keeps the change and offers to reload the item', async () => {
    server.use(
      http.patch('/api/page/22', () =>
        HttpResponse.json(
          { message: 'Jemand anderes hat gespeichert.', updated_at: '2026-11-22 10:05:00' },
          { status: 409 },
        ),
      ),
    )
    openEditor()
    await userEvent.click(
      await screen.findByRole('button', { name: /Seite\s*Über uns/ }, { timeout: 15_000 }),
    )
    const settings = await changeTitle('Team')
    await userEvent.click(screen.getByRole('button', { name: /Speichern/ }))
    expect(await within(settings).findByText('Jemand anderes hat gespeichert')).toBeInTheDocument()
    expect(within(settings).getByRole('textbox', { name: 'Titel' })).toHaveValue('Team')

    server.use(
      http.get('/api/page/22', () =>
        HttpResponse.json({
          ...page,
          title: 'Über uns (von Kim)',
          updated_at: '2026-11-22 10:05:00',
          articles: [],
        }),
      ),
    )
    await userEvent.click(within(settings).getByRole('button', { name: /Neu laden/ }))
    await waitFor(() =>
      expect(within(settings).getByRole('textbox', { name: 'Titel' })).toHaveValue(
        'Über uns (von Kim)',
      ),
    )
    expect(screen.getByRole('button', { name: /Speichern/ })).toBeDisabled()
  })

  it('takes the value the server stored when it differs from the one sent (a cleaned field)', async () => {
    server.use(
      http.patch('/api/page/22', () =>
        HttpResponse.json({ ...page, title: 'Team', updated_at: '2026-11-22 10:06:00' }),
      ),
    )
    openEditor()
    await userEvent.click(
      await screen.findByRole('button', { name: /Seite\s*Über uns/ }, { timeout: 15_000 }),
    )
    const settings = await changeTitle('  Team  ')
    await userEvent.click(screen.getByRole('button', { name: /Speichern/ }))
    await waitFor(() =>
      expect(within(settings).getByRole('textbox', { name: 'Titel' })).toHaveValue('Team'),
    )
    expect(screen.getByRole('button', { name: /Speichern/ })).not.toHaveTextContent('Ungespeichert')
  })

  it('saves once when Ctrl+S is pressed twice within a second (prevent-submit mode)', async () => {
    let patches = 0
    server.use(
      http.patch('/api/page/22', async () => {
        patches++
        await new Promise((resolve) => setTimeout(resolve, 200))
        return HttpResponse.json({ ...page, title: 'Team', updated_at: '2026-11-22 10:07:00' })
      }),
    )
    openEditor()
    await userEvent.click(
      await screen.findByRole('button', { name: /Seite\s*Über uns/ }, { timeout: 15_000 }),
    )
    await changeTitle('Team')
    await userEvent.keyboard('{Control>}s{/Control}')
    await userEvent.keyboard('{Control>}s{/Control}')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Speichern/ })).not.toHaveTextContent(
        'Ungespeichert',
      ),
    )
    expect(patches).toBe(1)
  })

  it('shows a share image chosen earlier with its file name and size, read from the library', async () => {
    server.use(
      http.get('/api/media/files/31', () =>
        HttpResponse.json({
          id: 31,
          namespace: 'media',
          filename: 'strand.jpg',
          mime_type: 'image/jpeg',
          media_category_id: null,
          organization_id: 7,
          width: 1600,
          height: 900,
          size: 1536,
          alt: null,
          name: null,
          focus: null,
          version: '5a1b2c3d4e5f',
          url: '/media/files/31/strand.jpg',
          created_at: '2026-11-20 10:00:00',
          updated_at: '2026-11-20 10:00:00',
        }),
      ),
    )
    openEditor({ seo_image_id: 31 })
    await userEvent.click(
      await screen.findByRole('button', { name: /Seite\s*Über uns/ }, { timeout: 15_000 }),
    )
    const settings = await screen.findByRole('region', { name: 'Seite' })
    const field = within(settings).getByRole('group', { name: 'Vorschaubild zum Teilen' })
    await waitFor(() => expect(field).toHaveTextContent('strand.jpg · 1600 × 900'))
  })
})
