import type { MediaCategory, MediaFile, MediaInputValue } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildSite } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const file: MediaFile = {
  id: 31,
  namespace: 'media',
  filename: 'strand.jpg',
  mime_type: 'image/jpeg',
  media_category_id: 4,
  organization_id: 7,
  width: 1600,
  height: 900,
  size: 1536,
  alt: 'Der Strand am Morgen',
  name: 'Strand',
  focus: null,
  version: '0a1b2c3d4e5f',
  url: '/media/files/31/strand.jpg',
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
}
const root: MediaCategory = {
  id: 0,
  title: '',
  parent_id: null,
  children: [{ id: 4, title: 'Sommer', parent_id: 0, children_count: 0, files_count: 1 }],
  files: [],
  ancestors: [],
}
const summer: MediaCategory = {
  id: 4,
  title: 'Sommer',
  parent_id: 0,
  children: [],
  files: [file],
  ancestors: [{ id: 0, title: '' }],
}

function mockMedia(site = buildSite()) {
  mockMember({ sites: [site] })
  server.use(
    http.get('/api/media_categories', () => HttpResponse.json(root)),
    http.get('/api/media_categories/4', () => HttpResponse.json(summer)),
    http.get('/api/media/files/31', () => HttpResponse.json(file)),
    http.get('/api/components', () => HttpResponse.json([])),
  )
}

const here = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname

beforeEach(() => localStorage.clear())

describe('the pool: tile view and list view (spec §2)', { timeout: 20_000 }, () => {
  it('shows tiles by default and the categories as an accordion tree in the list view', async () => {
    mockMedia()
    renderApp('/puronectar/media/categories')
    const tiles = await screen.findByRole('list', { name: 'Kategorien und Dateien' })
    expect(within(tiles).getByRole('link', { name: /Sommer/ })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Kacheln' })).toBeChecked()

    await userEvent.click(screen.getByRole('radio', { name: 'Liste' }))
    expect(screen.queryByRole('list', { name: 'Kategorien und Dateien' })).not.toBeInTheDocument()
    const summerToggle = await screen.findByRole('button', { name: /Sommer/ })
    expect(summerToggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(summerToggle)
    await waitFor(() => expect(summerToggle).toHaveAttribute('aria-expanded', 'true'))
    expect(await screen.findByRole('button', { name: 'Strand' })).toBeVisible()
  })
})

describe('the update mode (spec §4)', { timeout: 20_000 }, () => {
  it('opens a chosen file in the update view and goes back to the pool after saving', async () => {
    mockMedia()
    let body: unknown
    server.use(
      http.post('/api/media/files/31', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ ...file, name: 'Strand im Juli' })
      }),
    )
    const { router } = renderApp('/puronectar/media/categories/4')
    const tiles = await screen.findByRole('list', { name: 'Kategorien und Dateien' })
    // a file with a description carries no warning icon (spec §4)
    expect(within(tiles).queryByRole('button', { name: /fehlt/ })).not.toBeInTheDocument()
    await userEvent.click(within(tiles).getByRole('link', { name: /^Strand/ }))
    await waitFor(() => expect(here(router)).toBe('/puronectar/media/files/31'))
    const name = await screen.findByRole('textbox', { name: 'Name' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Strand im Juli')
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(here(router)).toBe('/puronectar/media/categories/4'))
    expect(body).toEqual({ name: 'Strand im Juli', alt: 'Der Strand am Morgen' })
  })

  it('goes back to the pool on cancel, sending nothing', async () => {
    mockMedia()
    let sent = false
    server.use(
      http.post('/api/media/files/31', () => {
        sent = true
        return HttpResponse.json(file)
      }),
    )
    const { router } = renderApp('/puronectar/media/files/31')
    await userEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(here(router)).toBe('/puronectar/media/categories/4'))
    expect(sent).toBe(false)
  })
})

describe('deleting a file (spec §4, §8)', { timeout: 20_000 }, () => {
  it('deletes only after "Wirklich löschen?" is confirmed, then shows the pool', async () => {
    mockMedia()
    let deletes = 0
    server.use(
      http.delete('/api/media/31', () => {
        deletes += 1
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { router } = renderApp('/puronectar/media/files/31')
    await userEvent.click(await screen.findByRole('button', { name: 'Datei löschen' }))
    let confirm = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(deletes).toBe(0)

    await userEvent.click(screen.getByRole('button', { name: 'Datei löschen' }))
    confirm = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }))
    await waitFor(() => expect(here(router)).toBe('/puronectar/media/categories/4'))
    expect(deletes).toBe(1)
  })

  it('passes any other failure on to the general error display, without the conflict dialog', async () => {
    mockMedia()
    server.use(
      http.delete('/api/media/31', () =>
        HttpResponse.json({ message: 'Dazu fehlt dir die Berechtigung.' }, { status: 403 }),
      ),
    )
    const { router } = renderApp('/puronectar/media/files/31')
    await userEvent.click(await screen.findByRole('button', { name: 'Datei löschen' }))
    const confirm = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }))
    expect(await screen.findByText('Dazu fehlt dir die Berechtigung.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Datei wird verwendet' })).not.toBeInTheDocument()
    expect(here(router)).toBe('/puronectar/media/files/31')
  })
})

describe('the media dialog (spec §2)', { timeout: 20_000 }, () => {
  const value: MediaInputValue = {
    id: 31,
    filename: 'strand.jpg',
    name: 'Strand',
    width: 1600,
    height: 900,
    size: 1536,
    alt: 'Der Strand am Morgen',
  }

  it('shows file previews in select mode and edits the chosen file in edit mode', async () => {
    const site = buildSite({
      variables_schema: [{ $formkit: 'media', name: 'logo', label: 'Logo' }],
      variables: { logo: value },
    })
    mockMedia(site)
    server.use(
      http.post('/api/media/files/31', () => HttpResponse.json({ ...file, alt: 'Sand und Meer' })),
    )
    renderApp('/puronectar/site/variables')
    const values = await screen.findByRole('region', { name: 'Werte' })
    const field = await within(values).findByRole('group', { name: 'Logo' })

    // type select: every file tile carries its preview
    await userEvent.click(within(field).getByRole('button', { name: 'Andere Datei' }))
    const select = await screen.findByRole('dialog', { name: 'Datei wählen' })
    await userEvent.click(await within(select).findByRole('button', { name: /^Sommer/ }))
    const tile = await within(select).findByRole('button', { name: /^Strand/ })
    expect(tile.closest('li')!.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/31/'),
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    // type edit: the update view of this file, with its preview; saving answers the edited value
    await userEvent.click(within(field).getByRole('button', { name: 'Bearbeiten' }))
    const edit = await screen.findByRole('dialog', { name: 'Datei bearbeiten' })
    expect(edit.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/31/'))
    const alt = await within(edit).findByRole('textbox', { name: 'Alternativtext' })
    expect(alt).toHaveValue('Der Strand am Morgen')
    await userEvent.click(within(edit).getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    let body: unknown
    server.use(
      http.put('/api/sites/5/variables', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(site)
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Variablen speichern' }))
    await waitFor(() =>
      expect(body).toEqual({ variables: { logo: { ...value, alt: 'Sand und Meer' } } }),
    )
  })
})
