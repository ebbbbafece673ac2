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
import { buildComponent, buildSite, buildTheme } from '../../test/fixtures'
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
  { text: 'Gut Ding will Weile haben.' },
  {
    id: 70,
    section_id: 60,
    order: 1,
    ...stamp,
  },
)
const tree = buildTree(
  [
    article([section([content], { id: 60, article_id: 50, order: 1, ...stamp })], {
      id: 50,
      page_id: 22,
      order: 1,
      ...stamp,
    }),
  ],
  { id: 22, site_id: 5, title: 'Über uns', url: 'ueber-uns', ...stamp },
)

describe('the look of a content block', { timeout: 30_000 }, () => {
  it('picks a theme, parallax and a grid area, and saves them with the block', async () => {
    mockMember({ sites: [buildSite()] })
    let body: unknown
    server.use(
      http.get('/api/sites/5/pages', () => HttpResponse.json([tree])),
      http.get('/api/sites/5/layouts', () => HttpResponse.json([])),
      http.get('/api/themes', () => HttpResponse.json([buildTheme({ id: 8, title: 'Nacht' })])),
      http.get('/api/colorsets', () => HttpResponse.json([])),
      http.get('/api/components', () => HttpResponse.json([quote])),
      http.get('/api/page/22', () => HttpResponse.json(tree)),
      http.get('/api/page/22/preview', () =>
        HttpResponse.json({ message: 'not in this test' }, { status: 503 }),
      ),
      http.get('/api/content/70', () => HttpResponse.json(content)),
      http.patch('/api/content/70', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ ...content, ...(body as object) })
      }),
    )
    renderApp('/ueber-uns')
    const outline = await screen.findByRole(
      'navigation',
      { name: 'Aufbau der Seite' },
      { timeout: 15_000 },
    )
    await userEvent.click(await within(outline).findByRole('button', { name: /^Zitat/ }))
    const panel = await screen.findByRole('region', { name: 'Zitat' })
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Theme' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Nacht' }))
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Parallaxe' }))
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Rasterbereich' }), 'rechts')
    await userEvent.click(screen.getByRole('button', { name: /Speichern/ }))
    await waitFor(() =>
      expect(body).toEqual({
        theme_id: 8,
        parallax: true,
        grid_area: 'rechts',
        updated_at: '2026-11-22 10:00:00',
      }),
    )
  })

  it('opens with the block of `?content=` selected, as the media usage links ask (issue 13)', async () => {
    mockMember({ sites: [buildSite()] })
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
    )
    renderApp('/ueber-uns?siteId=5&content=70')
    const panel = await screen.findByRole('region', { name: 'Zitat' }, { timeout: 15_000 })
    expect(within(panel).getByRole('combobox', { name: 'Theme' })).toBeInTheDocument()
  })
})
