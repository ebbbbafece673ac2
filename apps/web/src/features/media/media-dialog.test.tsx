import type { FormField, MediaCategory, MediaFile } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildMediaFile, buildSite } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const root: MediaCategory = {
  id: 0,
  title: '',
  parent_id: null,
  children: [{ id: 4, title: 'Sommer', parent_id: 0, children_count: 0, files_count: 3 }],
  files: [],
  ancestors: [],
}
const summer: MediaCategory = {
  id: 4,
  title: 'Sommer',
  parent_id: 0,
  children: [],
  files: [
    buildMediaFile(),
    buildMediaFile({
      id: 32,
      filename: 'duene.jpg',
      name: 'Düne',
      url: '/media/files/32/duene.jpg',
    }),
    buildMediaFile({ id: 33, filename: 'boot.jpg', name: 'Boot', url: '/media/files/33/boot.jpg' }),
  ],
  ancestors: [{ id: 0, title: '' }],
}

/** A site whose variables form has the given fields, its media library, and the saved body. */
function siteWithForm(fields: FormField[]) {
  const site = buildSite({ variables_schema: fields })
  mockMember({ sites: [site] })
  const saved: { body: unknown } = { body: undefined }
  server.use(
    http.get('/api/media_categories', () => HttpResponse.json(root)),
    http.get('/api/media_categories/4', () => HttpResponse.json(summer)),
    http.put('/api/sites/5/variables', async ({ request }) => {
      saved.body = await request.json()
      return HttpResponse.json(site)
    }),
  )
  renderApp('/puronectar/site/variables')
  return saved
}

const values = () => screen.findByRole('region', { name: 'Werte' })

describe('media dialog', { timeout: 20_000 }, () => {
  it('opens in the folder the last dialog showed, and tells unnamed files apart by their file name', async () => {
    siteWithForm([{ $formkit: 'media', name: 'logo', label: 'Logo' }])
    const field = await within(await values()).findByRole('group', { name: 'Logo' })
    await userEvent.click(within(field).getByRole('button', { name: 'Datei wählen' }))
    let dialog = await screen.findByRole('dialog', { name: 'Datei wählen' })
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Sommer/ }))
    const unnamed = await within(dialog).findByRole('button', { name: /^Unbenannt/ })
    expect(unnamed).toHaveTextContent(/^Unbenanntstrand\.jpg/)
    await userEvent.click(unnamed)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await userEvent.click(within(field).getByRole('button', { name: 'Andere Datei' }))
    dialog = await screen.findByRole('dialog', { name: 'Datei wählen' })
    // Straight into "Sommer": its files are there without opening it again.
    expect(await within(dialog).findByRole('button', { name: /^Düne/ })).toBeInTheDocument()
    expect(within(dialog).getByRole('navigation', { name: 'Kategoriepfad' })).toHaveTextContent(
      'Medien/Sommer',
    )
  })

  it('opens at the root when the remembered folder is gone', async () => {
    localStorage.setItem('sitewerk.media.last_category.7', '99')
    siteWithForm([{ $formkit: 'media', name: 'logo', label: 'Logo' }])
    server.use(
      http.get('/api/media_categories/99', () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    )
    const field = await within(await values()).findByRole('group', { name: 'Logo' })
    await userEvent.click(within(field).getByRole('button', { name: 'Datei wählen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Datei wählen' })
    expect(await within(dialog).findByRole('button', { name: /^Sommer/ })).toBeInTheDocument()
  })

  it('picks several pictures at once for a gallery: one row per picture, in the order picked', async () => {
    const saved = siteWithForm([
      {
        $formkit: 'repeat',
        name: 'bilder',
        label: 'Bilder',
        schema: [
          { $formkit: 'media', name: 'file', label: 'Bild' },
          { $formkit: 'text', name: 'caption', label: 'Bildunterschrift' },
        ],
      },
    ])
    const form = await values()
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Mehrere Bilder zu „Bilder“ hinzufügen' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Bilder wählen' })
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Sommer/ }))
    const boat = await within(dialog).findByRole('button', { name: /^Boot/ })
    const dune = within(dialog).getByRole('button', { name: /^Düne/ })
    expect(within(dialog).getByRole('button', { name: '0 Bilder übernehmen' })).toBeDisabled()
    await userEvent.click(boat)
    await userEvent.click(dune)
    expect(boat).toHaveAttribute('aria-pressed', 'true')
    expect(dune).toHaveAttribute('aria-pressed', 'true')
    expect(within(dialog).getByRole('button', { name: /^Unbenannt/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(within(dialog).getByText('2 Bilder gewählt')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '2 Bilder übernehmen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const pictures = within(form).getAllByRole('group', { name: 'Bild' })
    expect(pictures.map((p) => p.textContent)).toEqual([
      expect.stringContaining('Boot'),
      expect.stringContaining('Düne'),
    ])

    await userEvent.click(screen.getByRole('button', { name: 'Variablen speichern' }))
    const value = (file: MediaFile) => ({
      id: file.id,
      filename: file.filename,
      name: file.name,
      width: 1600,
      height: 900,
      size: 1536,
      alt: null,
    })
    await waitFor(() =>
      expect(saved.body).toEqual({
        variables: {
          bilder: [{ file: value(summer.files[2]!) }, { file: value(summer.files[1]!) }],
        },
      }),
    )
  })

  it('sets a picture’s focal point, kept with its media value', async () => {
    const saved = siteWithForm([{ $formkit: 'media', name: 'foto', label: 'Foto' }])
    const field = await within(await values()).findByRole('group', { name: 'Foto' })
    await userEvent.click(within(field).getByRole('button', { name: 'Datei wählen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Datei wählen' })
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Sommer/ }))
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Boot/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await userEvent.click(within(field).getByRole('button', { name: 'Fokuspunkt' }))
    const across = within(field).getByRole('slider', { name: 'Fokuspunkt waagerecht (von links)' })
    const down = within(field).getByRole('slider', { name: 'Fokuspunkt senkrecht (von oben)' })
    expect(across).toHaveAttribute('aria-valuenow', '50')
    across.focus()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    down.focus()
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.click(screen.getByRole('button', { name: 'Variablen speichern' }))
    await waitFor(() =>
      expect(saved.body).toMatchObject({
        variables: { foto: { id: 33, focus: { x: 48, y: 49 } } },
      }),
    )
  })
})
