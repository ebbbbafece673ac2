import type { MediaCategory, MediaFile } from '@sitewerk/contracts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../i18n/i18n'
import { buildColorset, buildForm, buildTheme } from '../test/fixtures'
import { mockMember } from '../test/member'
import { mockUser, renderApp } from '../test/render-app'
import { server } from '../test/server'

type Router = ReturnType<typeof renderApp>['router']

/** The innermost route that answered the address: its spec §2 path, name (id) and params. */
const matched = (router: Router) => router.state.matches.at(-1)!

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
  alt: 'Der Strand',
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

function mockSiteAdmin() {
  mockMember()
  const colorset = buildColorset()
  const theme = buildTheme()
  server.use(
    http.get('/api/components', () => HttpResponse.json([])),
    http.get('/api/colorsets', () => HttpResponse.json([colorset])),
    http.get('/api/colorsets/3', () => HttpResponse.json(colorset)),
    http.get('/api/themes', () => HttpResponse.json([theme])),
    http.get('/api/themes/9', () => HttpResponse.json(theme)),
    http.get('/api/fonts', () => HttpResponse.json([])),
    http.get('/api/media_categories', () => HttpResponse.json(root)),
    http.get('/api/media_categories/4', () => HttpResponse.json(summer)),
    http.get('/api/media/files/31', () => HttpResponse.json(file)),
  )
}

/** Opens `path` as a member and answers the heading of the screen that route shows. */
async function openScreen(path: string) {
  mockSiteAdmin()
  const view = renderApp(path)
  const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
  expect(screen.queryByText(/Page Not Found/i)).not.toBeInTheDocument()
  const result = { heading: heading.textContent, route: matched(view.router).route }
  view.unmount()
  return result
}

describe('spec §2 routes of themes and colour sets', { timeout: 60_000 }, () => {
  const screens = (themes: string, colorsets: string) => [
    [themes, 'Themes'],
    [`${themes}/create`, 'Neues Theme'],
    [`${themes}/9`, 'Sommer'],
    [colorsets, 'Farbsets'],
    [`${colorsets}/create`, 'Neues Farbset'],
    [`${colorsets}/3`, 'Hausfarben'],
  ]

  it('/puronectar/themes has the children {id}, index, create, colorsets/{id}, colorsets and colorsets/create', async () => {
    for (const [path, heading] of screens('/puronectar/themes', '/puronectar/themes/colorsets')) {
      expect((await openScreen(path!)).heading, path).toBe(heading)
    }
  })

  it('/backend/organization/themes has the children {id}, index and create', async () => {
    for (const [path, heading] of screens('/backend/organization/themes', 'unused').slice(0, 3)) {
      expect((await openScreen(path!)).heading, path).toBe(heading)
    }
  })

  it('/backend/organization/settings has colorsets, colorsets/{id} and colorsets/create', async () => {
    for (const [path, heading] of screens(
      'unused',
      '/backend/organization/settings/colorsets',
    ).slice(3)) {
      expect((await openScreen(path!)).heading, path).toBe(heading)
    }
  })
})

describe('spec §2 routes of forms', { timeout: 60_000 }, () => {
  it('/puronectar/forms, /puronectar/forms/create and /puronectar/forms/{id} with the children index, form, settings and data', async () => {
    const form = buildForm()
    const empty = { data: [], current_page: 1, per_page: 25, total: 0, last_page: 1 }
    const forms = () =>
      server.use(
        http.get('/api/forms', () => HttpResponse.json([form])),
        http.get('/api/forms/12', () => HttpResponse.json(form)),
        http.get('/api/forms/12/entries', () => HttpResponse.json(empty)),
        http.get('/api/forms/12/deliveries', () => HttpResponse.json([])),
      )
    for (const [path, heading, tab] of [
      ['/puronectar/forms', 'Formulare', null],
      ['/puronectar/forms/create', 'Neues Formular', null],
      ['/puronectar/forms/12', 'Kontakt', 'Übersicht'],
      ['/puronectar/forms/12/form', 'Kontakt', 'Felder'],
      ['/puronectar/forms/12/settings', 'Kontakt', 'Einstellungen'],
      ['/puronectar/forms/12/data', 'Kontakt', 'Einträge'],
    ] as const) {
      mockSiteAdmin()
      forms()
      const view = renderApp(path)
      const title = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
      expect(title.textContent, path).toBe(heading)
      if (tab) expect(screen.getByRole('tab', { selected: true }).textContent, path).toBe(tab)
      view.unmount()
    }
  })
})

describe('spec §2 routes of the media library', { timeout: 60_000 }, () => {
  it('/puronectar/media/files/{id} opens the file, /puronectar/media/files/upload the upload', async () => {
    expect((await openScreen('/puronectar/media/files/31')).heading).toBe('Datei bearbeiten')
    mockSiteAdmin()
    const opened = renderApp('/puronectar/media/files/31')
    expect(await screen.findByRole('textbox', { name: 'Alternativtext' })).toHaveValue('Der Strand')
    opened.unmount()
    mockSiteAdmin()
    renderApp('/puronectar/media/files/upload')
    expect(
      await screen.findByLabelText('Bilder hierher ziehen oder klicken, um sie auszuwählen', {
        selector: 'input',
      }),
    ).toBeInTheDocument()
  })

  it('/puronectar/media/categories/{id optional} is named puronectar-media-categories-id', async () => {
    for (const [path, id] of [
      ['/puronectar/media/categories', undefined],
      ['/puronectar/media/categories/4', '4'],
    ] as const) {
      mockSiteAdmin()
      const { router, unmount } = renderApp(path)
      expect(
        await screen.findByRole('list', { name: 'Kategorien und Dateien' }),
        path,
      ).toBeInTheDocument()
      expect(matched(router).route.id).toBe('puronectar-media-categories-id')
      expect(matched(router).params.id).toBe(id)
      unmount()
    }
    // under a locale prefix the name carries the prefix (the router wants unique ids)
    mockSiteAdmin()
    const { router } = renderApp('/en/puronectar/media/categories/4')
    await screen.findByRole('list', { name: 'Categories and files' })
    expect(matched(router).route.id).toBe('en:puronectar-media-categories-id')
    await i18n.changeLanguage('de')
  })

  it('/puronectar/media/categories/create is named puronectar-media-categories-create and creates under the optional parentId', async () => {
    const created: { parentId: string | null; title: unknown }[] = []
    const create = http.post('/api/media_categories', async ({ request }) => {
      created.push({
        parentId: new URL(request.url).searchParams.get('parentId'),
        title: ((await request.json()) as { title: unknown }).title,
      })
      return HttpResponse.json({ ...summer, id: 12, title: 'Neu' }, { status: 201 })
    })
    for (const path of [
      '/puronectar/media/categories/create?parentId=4',
      '/puronectar/media/categories/create',
    ]) {
      mockSiteAdmin()
      server.use(
        create,
        http.get('/api/media_categories/12', () => HttpResponse.json(summer)),
      )
      const { router, unmount } = renderApp(path)
      const title = await screen.findByRole('textbox', { name: 'Titel' })
      expect(matched(router).route.id).toBe('puronectar-media-categories-create')
      await userEvent.type(title, 'Neu')
      await userEvent.click(screen.getByRole('button', { name: 'Kategorie anlegen' }))
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/puronectar/media/categories/12'),
      )
      unmount()
    }
    expect(created).toEqual([
      { parentId: '4', title: 'Neu' },
      { parentId: '0', title: 'Neu' },
    ])
  })
})

describe('spec §2 /register', () => {
  afterEach(async () => {
    await i18n.changeLanguage('de')
  })

  it('is a system URL: the registration, with or without a locale, never the catch-all CMS page', async () => {
    for (const [path, heading] of [
      ['/register', 'Konto erstellen'],
      ['/register?siteId=5', 'Konto erstellen'],
      ['/en/register', 'Create an account'],
    ] as const) {
      mockUser(null)
      const { router, unmount } = renderApp(path)
      expect(await screen.findByRole('heading', { name: heading }), path).toBeInTheDocument()
      // answered by the app's own route, not the catch-all `*` of CMS pages
      expect(matched(router).route.path).toBe('register')
      unmount()
    }
  })
})
