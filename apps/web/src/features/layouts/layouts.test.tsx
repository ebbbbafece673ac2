import type { Component, Content, Layout } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const navigation: Component = {
  id: 31,
  namespace: 'header',
  key: 'navigation',
  title: 'Navigation',
  icon: null,
  form: [{ $formkit: 'text', name: 'brand', label: 'Markenname' }],
  translations: {},
  template: '<nav>{{ brand }}</nav>',
  style: '',
  data: { brand: 'Bäckerei' },
  script: '',
  css: '',
  organization_id: null,
  updated_at: '2026-11-01 10:00:00',
}
const notice: Component = { ...navigation, id: 32, key: 'notice', title: 'Hinweis', form: [] }

function slotContent(id: number, order: number, component: Component, data = {}): Content {
  return {
    id,
    section_id: null,
    layout_id: 4,
    layout_slot: 'header',
    order,
    component_id: component.id,
    data,
    parallax: false,
    article_id: null,
    custom_colorset_id: null,
    theme_id: null,
    grid_area: null,
    updated_at: '2026-11-01 10:00:00',
  }
}

function mockLayout(contents: Content[]) {
  const layout: Layout = {
    id: 4,
    site_id: 5,
    title: 'Standard',
    theme_id: null,
    style: null,
    css: null,
    maxWidth: 'default',
    contents,
  }
  server.use(
    http.get('/api/components', () => HttpResponse.json([navigation, notice])),
    http.get('/api/sites/5/layouts', () => HttpResponse.json([layout])),
    http.get('/api/layouts/4', () => HttpResponse.json(layout)),
  )
  return layout
}

describe('layouts of the current site', () => {
  it('lists them with their theme, width and how many modules each slot holds', async () => {
    mockMember()
    mockLayout([slotContent(60, 1, navigation), slotContent(61, 2, notice)])
    renderApp('/puronectar/layouts')
    const row = await screen.findByRole('row', { name: /Standard/ })
    expect(within(row).getByText('Theme der Website')).toBeInTheDocument()
    expect(within(row).getByText('2 Module oben')).toBeInTheDocument()
    expect(within(row).getByText('0 Module unten')).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'Standard' })).toHaveAttribute(
      'href',
      '/puronectar/layouts/4',
    )
  })

  it('adds a header module with its component’s default data and edits it with its form', async () => {
    mockMember()
    mockLayout([])
    let created: unknown
    let patched: unknown
    server.use(
      http.post('/api/content', async ({ request }) => {
        created = await request.json()
        return HttpResponse.json(slotContent(62, 1, navigation, { brand: 'Bäckerei' }), {
          status: 201,
        })
      }),
      http.patch('/api/content/62', async ({ request }) => {
        patched = await request.json()
        return HttpResponse.json(slotContent(62, 1, navigation, { brand: 'Konditorei' }))
      }),
    )
    renderApp('/puronectar/layouts/4')
    const header = await screen.findByRole('region', { name: 'Kopfbereich' })
    expect(within(header).getByText('Der Kopfbereich ist leer.')).toBeInTheDocument()
    await userEvent.click(within(header).getByRole('combobox', { name: 'Komponente' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Navigation (Kopfbereich)' }))
    mockLayout([slotContent(62, 1, navigation, { brand: 'Bäckerei' })])
    await userEvent.click(
      within(header).getByRole('button', { name: 'Zum Kopfbereich hinzufügen' }),
    )
    await waitFor(() =>
      expect(created).toEqual({
        layout_id: 4,
        layout_slot: 'header',
        order: 1,
        component_id: 31,
        data: { brand: 'Bäckerei' },
      }),
    )
    const brand = await within(header).findByLabelText('Markenname')
    await userEvent.clear(brand)
    await userEvent.type(brand, 'Konditorei')
    await userEvent.click(within(header).getByRole('button', { name: 'Speichern' }))
    await waitFor(() =>
      expect(patched).toEqual({
        data: { brand: 'Konditorei' },
        updated_at: '2026-11-01 10:00:00',
      }),
    )
  })

  it('moves a module with one reorder call and deletes one only after “Wirklich löschen?”', async () => {
    mockMember()
    mockLayout([slotContent(60, 1, navigation), slotContent(61, 2, notice)])
    let reordered: unknown
    let deleted = false
    server.use(
      http.post('/api/reorder', async ({ request }) => {
        reordered = await request.json()
        return new HttpResponse(null, { status: 204 })
      }),
      http.delete('/api/content/61', () => {
        deleted = true
        return HttpResponse.json({ section_id: null })
      }),
    )
    renderApp('/puronectar/layouts/4')
    const header = await screen.findByRole('region', { name: 'Kopfbereich' })
    await userEvent.click(
      await within(header).findByRole('button', { name: 'Navigation nach unten' }),
    )
    await waitFor(() => expect(reordered).toEqual({ type: 'header', parent_id: 4, ids: [61, 60] }))
    await userEvent.click(within(header).getByRole('button', { name: 'Hinweis löschen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
    expect(deleted).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }))
    await waitFor(() => expect(deleted).toBe(true))
  })

  it('is the route named puronectar-layouts-id, also under a locale prefix; a word for an id is a 404', async () => {
    mockMember()
    mockLayout([])
    const { router } = renderApp('/en/puronectar/layouts/4')
    expect(await screen.findByRole('heading', { name: 'Standard' })).toBeInTheDocument()
    expect(router.state.matches.map((m) => m.route.id)).toContain('en:puronectar-layouts-id')
    await router.navigate('/puronectar/layouts/vier')
    expect(
      await screen.findByText(/Page Not Found: \/puronectar\/layouts\/vier/),
    ).toBeInTheDocument()
  })
})
