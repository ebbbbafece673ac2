import type { MediaCategory, MediaFile } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildMediaFile, buildSite } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const summer: MediaCategory = {
  id: 4,
  title: 'Sommer',
  parent_id: 0,
  children: [],
  files: [],
  ancestors: [{ id: 0, title: '' }],
}

/** The file details of file 31; `current` is what GET answers, changed by the handlers. */
function mockFile(initial: MediaFile) {
  const state = { current: initial }
  mockMember({ sites: [buildSite()] })
  server.use(
    http.get('/api/media_categories/4', () => HttpResponse.json(summer)),
    http.get('/api/media/files/31', () => HttpResponse.json(state.current)),
    http.get('/api/components', () => HttpResponse.json([])),
  )
  return state
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' })

describe("the file's focal point in the file details (decision 042)", { timeout: 20_000 }, () => {
  it('moves by keyboard with the focus picker and is saved with the file', async () => {
    mockFile(buildMediaFile({ alt: 'Der Strand' }))
    let body: unknown
    server.use(
      http.post('/api/media/files/31', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(buildMediaFile({ focus: { x: 53, y: 50 } }))
      }),
    )
    renderApp('/puronectar/media/files/31')
    const group = await screen.findByRole('group', { name: 'Fokuspunkt' })
    // the help is said once: the file's own, not the picker's as well
    expect(within(group).getAllByText(/bleibt sichtbar/)).toHaveLength(1)
    expect(within(group).getByText(/auf allen Seiten, die nicht selbst/)).toBeInTheDocument()
    const across = within(group).getByRole('slider', { name: 'Fokuspunkt waagerecht (von links)' })
    across.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(body).toBeDefined())
    expect(body).toMatchObject({ focus: { x: 53, y: 50 } })
  })

  it('sends no focus when it was not moved, and shows the server’s field error when refused', async () => {
    mockFile(buildMediaFile({ focus: { x: 10, y: 20 } }))
    const bodies: unknown[] = []
    server.use(
      http.post('/api/media/files/31', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(
          { message: 'Ungültig', errors: { 'focus.x': ['Höchstens 100.'] } },
          { status: 422 },
        )
      }),
    )
    renderApp('/puronectar/media/files/31')
    const group = await screen.findByRole('group', { name: 'Fokuspunkt' })
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(await within(group).findByRole('alert')).toHaveTextContent('Höchstens 100.')
    expect(bodies[0]).not.toHaveProperty('focus')
    // back to the centre: null
    await userEvent.click(
      within(group).getByRole('button', { name: 'Fokuspunkt zurücksetzen (Mitte)' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]).toMatchObject({ focus: null })
  })
})

describe('replacing a file (decision 042)', { timeout: 20_000 }, () => {
  it('sends the new content for the same id and shows the new details', async () => {
    const state = mockFile(buildMediaFile({ alt: 'Der Strand' }))
    let sent: FormData | undefined
    server.use(
      http.post('/api/media/files/31/content', async ({ request }) => {
        sent = await request.formData()
        state.current = buildMediaFile({
          alt: 'Der Strand',
          filename: 'neu.png',
          mime_type: 'image/png',
          width: 800,
          height: 600,
          version: 'ffff00001111',
          created_at: '2026-11-25 09:30:00',
        })
        return HttpResponse.json(state.current)
      }),
    )
    renderApp('/puronectar/media/files/31')
    await userEvent.click(await screen.findByRole('button', { name: 'Datei ersetzen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Datei ersetzen' })
    expect(within(dialog).getByText('Ein Bild als JPG, PNG oder WebP.')).toBeInTheDocument()
    const input = within(dialog).getByLabelText('Neue Datei für diese Datei wählen', {
      selector: 'input',
    })
    await userEvent.upload(input, png('neu.png'))
    expect(await screen.findByText('Die Datei wurde ersetzt.')).toBeInTheDocument()
    expect(sent?.has('file')).toBe(true)
    expect(sent?.get('organization_id')).toBe('7')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('800 × 600 px')).toBeInTheDocument()
    expect(screen.getByText('neu.png')).toBeInTheDocument()
    // the preview asks for the new version, not the picture the browser has
    expect(document.querySelector('img[src*="/media/img/31/"]')?.getAttribute('src')).toContain(
      '?v=ffff00001111',
    )
    // „Hochgeladen“ is the replacement's time, as the server answers it
    expect(
      within(screen.getByRole('row', { name: /Hochgeladen/ })).getByText('2026-11-25 09:30:00'),
    ).toBeInTheDocument()
    // name and alt text stay as they were
    expect(screen.getByRole('textbox', { name: 'Alternativtext' })).toHaveValue('Der Strand')
  })

  it('keeps the dialog open with the server’s reason when the content is refused', async () => {
    mockFile(buildMediaFile())
    server.use(
      http.post('/api/media/files/31/content', () =>
        HttpResponse.json(
          {
            message: 'Ungültig',
            errors: { file: ['Ein Bild lässt sich nur durch ein Bild ersetzen.'] },
          },
          { status: 422 },
        ),
      ),
    )
    renderApp('/puronectar/media/files/31')
    await userEvent.click(await screen.findByRole('button', { name: 'Datei ersetzen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Datei ersetzen' })
    await userEvent.upload(
      within(dialog).getByLabelText('Neue Datei für diese Datei wählen', { selector: 'input' }),
      png('anders.png'),
    )
    expect(
      await within(dialog).findByText('Ein Bild lässt sich nur durch ein Bild ersetzen.'),
    ).toBeInTheDocument()
  })
})
