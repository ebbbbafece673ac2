import type { Component } from '@sitewerk/contracts'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import {
  article,
  content as buildContent,
  page as buildTree,
  section,
} from '@sitewerk/renderer/test-builders'
import { i18n } from '../../i18n/i18n'
import { buildSite } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const hero: Component = {
  id: 31,
  namespace: 'module',
  key: 'hero',
  title: 'Bühne (Hero)',
  icon: null,
  form: [
    {
      $formkit: 'text',
      name: 'kicker',
      label: 'Dachzeile',
      help: 'Kleine Zeile über der Überschrift',
    },
    {
      $formkit: 'select',
      name: 'alignment',
      label: 'Ausrichtung',
      options: [
        { value: 'start', label: 'Linksbündig' },
        { value: 'center', label: 'Zentriert' },
      ],
    },
  ],
  translations: {
    en: {
      title: 'Stage (hero)',
      fields: {
        kicker: { label: 'Kicker' },
        alignment: { label: 'Alignment', options: { start: 'Left-aligned', center: 'Centred' } },
      },
    },
  },
  template: '<p>{{ kicker }}</p>',
  style: '',
  data: { kicker: 'Seit 1920', alignment: 'start' },
  script: '',
  css: '',
  organization_id: null,
  updated_at: '2026-11-01 10:00:00',
}
const stamp = { updated_at: '2026-11-22 10:00:00' }
const content = buildContent(hero, hero.data, { id: 70, section_id: 60, order: 1, ...stamp })
const tree = buildTree(
  [
    article([section([content], { id: 60, article_id: 50, order: 1, ...stamp })], {
      ...{ id: 50, page_id: 22, order: 1 },
      ...stamp,
    }),
  ],
  { id: 22, site_id: 5, title: 'Über uns', url: 'ueber-uns', ...stamp },
)

function mockEditor() {
  mockMember({ sites: [buildSite()] })
  server.use(
    http.get('/api/sites/5/pages', () => HttpResponse.json([tree])),
    http.get('/api/sites/5/layouts', () => HttpResponse.json([])),
    http.get('/api/colorsets', () => HttpResponse.json([])),
    http.get('/api/components', () => HttpResponse.json([hero])),
    http.get('/api/page/22', () => HttpResponse.json(tree)),
    http.get('/api/page/22/preview', () =>
      HttpResponse.json({ message: 'not in this test' }, { status: 503 }),
    ),
    http.get('/api/content/70', () => HttpResponse.json(content)),
  )
}

describe(
  'block names and field labels in the back office language (issue 13, defect 7)',
  {
    timeout: 30_000,
  },
  () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('de'))
    })

    it('switch to English live in the outline, the content panel and the picker', async () => {
      mockEditor()
      renderApp('/ueber-uns?siteId=5&content=70')
      const panel = await screen.findByRole('region', { name: 'Bühne (Hero)' }, { timeout: 15_000 })
      expect(within(panel).getByRole('textbox', { name: 'Dachzeile' })).toHaveValue('Seit 1920')
      expect(within(panel).getByText('Kleine Zeile über der Überschrift')).toBeInTheDocument()

      await act(() => i18n.changeLanguage('en'))

      const english = await screen.findByRole('region', { name: 'Stage (hero)' })
      expect(within(english).getByRole('textbox', { name: 'Kicker' })).toHaveValue('Seit 1920')
      // no English help text: the German one stands in
      expect(within(english).getByText('Kleine Zeile über der Überschrift')).toBeInTheDocument()
      const alignment = within(english).getByRole('combobox', { name: 'Alignment' })
      expect(alignment).toHaveValue('Left-aligned')
      await userEvent.click(alignment)
      expect(await screen.findByRole('option', { name: 'Left-aligned' })).toBeInTheDocument()
      expect(screen.queryByRole('option', { name: 'Linksbündig' })).not.toBeInTheDocument()

      const outline = screen.getByRole('navigation', { name: 'Structure of the page' })
      expect(within(outline).getByRole('button', { name: /^Stage \(hero\)/ })).toBeInTheDocument()
      await userEvent.click(
        within(outline).getByRole('button', { name: 'Insert content into “Section 1”' }),
      )
      const picker = await screen.findByRole('dialog', { name: 'Insert content' })
      expect(within(picker).getByRole('button', { name: 'Stage (hero)' })).toBeInTheDocument()
      await userEvent.type(within(picker).getByRole('textbox', { name: 'Search' }), 'stage')
      expect(within(picker).getByRole('button', { name: 'Stage (hero)' })).toBeInTheDocument()
    })
  },
)
