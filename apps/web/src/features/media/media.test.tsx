import {
  MEDIA_IN_USE_MESSAGE_DE,
  MEDIA_USAGE_UNKNOWN_DE,
  type MediaCategory,
  type MediaInUseErrorBody,
} from '@sitewerk/contracts'
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
  children: [{ id: 4, title: 'Sommer', parent_id: 0, children_count: 1, files_count: 1 }],
  files: [],
  ancestors: [],
}
const summer: MediaCategory = {
  id: 4,
  title: 'Sommer',
  parent_id: 0,
  children: [{ id: 5, title: 'Strand', parent_id: 4, children_count: 0, files_count: 0 }],
  files: [buildMediaFile()],
  ancestors: [{ id: 0, title: '' }],
}

function mockMedia() {
  mockMember()
  server.use(
    http.get('/api/media_categories', () => HttpResponse.json(root)),
    http.get('/api/media_categories/4', () => HttpResponse.json(summer)),
    http.get('/api/media/files/31', () => HttpResponse.json(buildMediaFile())),
  )
}

describe('media library', { timeout: 30_000 }, () => {
  it('shows the parent tile, then subcategories, then files with name or "Unbenannt" with the file name, and size', async () => {
    mockMedia()
    renderApp('/puronectar/media/categories/4')
    const tiles = await screen.findByRole('list', { name: 'Kategorien und Dateien' })
    const items = within(tiles).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      '..Medien',
      'Strand0 Ordner · 0 Dateien',
      expect.stringMatching(/^Unbenanntstrand\.jpg1,5 KiB · 1600 × 900/),
    ])
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/puronectar/media/categories',
    )
    expect(within(items[2]!).getByRole('link')).toHaveAttribute(
      'href',
      '/puronectar/media/files/31',
    )
    expect(screen.getByRole('navigation', { name: 'Kategoriepfad' })).toHaveTextContent(
      'Medien/Sommer',
    )
  })

  it('asks to add a missing alt text and then opens the update view with the alt field focused', async () => {
    mockMedia()
    const { router } = renderApp('/puronectar/media/categories/4')
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Alternativtext für „Unbenannt“ fehlt – ergänzen',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Alternativtext ergänzen?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jetzt ergänzen' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/puronectar/media/files/31'))
    expect(await screen.findByRole('textbox', { name: 'Alternativtext' })).toHaveFocus()
  })

  it('goes to upload with the upload button and back to the pool on cancel', async () => {
    mockMedia()
    const { router } = renderApp('/puronectar/media/categories/4')
    await userEvent.click(await screen.findByRole('button', { name: 'Hochladen' }))
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/puronectar/media/files/upload?categoryId=4',
      ),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/puronectar/media/categories/4'),
    )
  })

  it('answers 404 for a file id that is not a number', async () => {
    mockMedia()
    renderApp('/puronectar/media/files/abc')
    expect(
      await screen.findByText('Page Not Found: /puronectar/media/files/abc'),
    ).toBeInTheDocument()
  })
})

describe('upload', { timeout: 30_000 }, () => {
  const png = (name: string) => new File(['png'], name, { type: 'image/png' })

  it('sends one request per file with trimmed name and alt only when not empty, then returns to the pool', async () => {
    mockMedia()
    const bodies: FormData[] = []
    server.use(
      http.post('/api/media/upload', async ({ request }) => {
        bodies.push(await request.formData())
        return HttpResponse.json(buildMediaFile({ id: 40 + bodies.length }), { status: 201 })
      }),
    )
    const { router } = renderApp('/puronectar/media/files/upload?categoryId=4')
    const input = await screen.findByLabelText(
      'Bilder hierher ziehen oder klicken, um sie auszuwählen',
      {
        selector: 'input',
      },
    )
    await userEvent.upload(input, [png('a.png'), png('b.png')])
    await userEvent.type(screen.getByRole('textbox', { name: 'Name für a.png' }), '  Hafen  ')
    await userEvent.type(screen.getByRole('textbox', { name: 'Alternativtext für a.png' }), '   ')
    await userEvent.click(screen.getByRole('button', { name: '2 Dateien hochladen' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/puronectar/media/categories/4'),
    )
    expect(bodies).toHaveLength(2)
    const first = bodies.find((body) => body.get('filename') === 'a.png')!
    expect(first.get('name')).toBe('Hafen')
    expect(first.has('alt')).toBe(false)
    expect(first.get('category_id')).toBe('4')
    expect(first.get('organization_id')).toBe('7')
  })

  it("keeps the form open and shows the server's 422 against the file", async () => {
    mockMedia()
    server.use(
      http.post('/api/media/upload', () =>
        HttpResponse.json(
          { message: 'Ungültig', errors: { file: ['Die Datei ist kein gültiges Bild.'] } },
          { status: 422 },
        ),
      ),
    )
    const { router } = renderApp('/puronectar/media/files/upload')
    const input = await screen.findByLabelText(
      'Bilder hierher ziehen oder klicken, um sie auszuwählen',
      {
        selector: 'input',
      },
    )
    await userEvent.upload(input, png('kaputt.png'))
    await userEvent.click(screen.getByRole('button', { name: 'Eine Datei hochladen' }))
    const row = await screen.findByRole('listitem', { name: 'kaputt.png' })
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Die Datei ist kein gültiges Bild.',
    )
    expect(router.state.location.pathname).toBe('/puronectar/media/files/upload')
    expect(screen.getByRole('button', { name: 'Eine Datei hochladen' })).toBeEnabled()
  })
})

describe('deleting a file in use', { timeout: 30_000 }, () => {
  const page = { id: 21, url: 'ueber-uns', title: 'Über uns', site_id: 5 }
  const conflict: MediaInUseErrorBody = {
    message: MEDIA_IN_USE_MESSAGE_DE,
    errorTypes: { id: ['is_used'] },
    usages: [
      { type: 'organization_logo', organizationId: 7 },
      { type: 'organization_icon', organizationId: 7 },
      { type: 'content', content_id: 3, page, layout: null },
      {
        type: 'content',
        content_id: 4,
        page: null,
        layout: { id: 8, slot: 'header', title: 'Standard', module_title: 'Kopfzeile' },
      },
      { type: 'content', content_id: 5, page: null, layout: null },
      { type: 'page_share_image', page },
    ],
  }

  it('asks "Wirklich löschen?" and then lists every usage with its link', async () => {
    mockMedia()
    server.use(http.delete('/api/media/31', () => HttpResponse.json(conflict, { status: 409 })))
    renderApp('/puronectar/media/files/31')
    await userEvent.click(await screen.findByRole('button', { name: 'Datei löschen' }))
    const confirm = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Datei wird verwendet' })
    expect(dialog).toHaveTextContent(MEDIA_IN_USE_MESSAGE_DE)
    const links = within(dialog)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Logo der Organisation (Organisationseinstellungen)', '/backend/organization/settings'],
      ['Icon der Organisation (Organisationseinstellungen)', '/backend/organization/settings'],
      // the page in the editor, with the block that uses the file selected (issue 13)
      ['Inhalt auf der Seite „Über uns“ (/ueber-uns)', '/ueber-uns?siteId=5&content=3'],
      ['Modul „Kopfzeile“ im Layout „Standard“ (header)', '/puronectar/layouts/8'],
      ['Vorschaubild der Seite „Über uns“ (/ueber-uns)', '/ueber-uns?siteId=5'],
    ])
    expect(within(dialog).getByText(MEDIA_USAGE_UNKNOWN_DE)).not.toHaveAttribute('href')
  })
})

describe('media dialog', { timeout: 30_000 }, () => {
  it('picks a file for a media field (type select) and answers its Media input value', async () => {
    const site = buildSite({
      variables_schema: [{ $formkit: 'media', name: 'logo', label: 'Logo' }],
    })
    mockMember({ sites: [site] })
    server.use(
      http.get('/api/media_categories', () => HttpResponse.json(root)),
      http.get('/api/media_categories/4', () => HttpResponse.json(summer)),
    )
    let body: unknown
    server.use(
      http.put('/api/sites/5/variables', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(site)
      }),
    )
    renderApp('/puronectar/site/variables')
    const values = await screen.findByRole('region', { name: 'Werte' })
    const field = await within(values).findByRole('group', { name: 'Logo' })
    await userEvent.click(within(field).getByRole('button', { name: 'Datei wählen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Datei wählen' })
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Sommer/ }))
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Unbenannt/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(field).toHaveTextContent('strand.jpg · 1600 × 900')
    await userEvent.click(screen.getByRole('button', { name: 'Variablen speichern' }))
    await waitFor(() =>
      expect(body).toEqual({
        variables: {
          logo: {
            id: 31,
            filename: 'strand.jpg',
            name: null,
            width: 1600,
            height: 900,
            size: 1536,
            alt: null,
          },
        },
      }),
    )
  })
})
