import type { Component } from '@sitewerk/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/i18n'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const hours: Component = {
  id: 31,
  namespace: 'module',
  key: 'hours',
  title: 'Öffnungszeiten',
  icon: null,
  form: [
    {
      $formkit: 'text',
      name: 'headline',
      label: 'Überschrift',
      placeholder: 'z. B. Wann wir da sind',
    },
    {
      $formkit: 'repeat',
      name: 'days',
      label: 'Tage',
      schema: [
        {
          $formkit: 'select',
          name: 'day',
          label: 'Tag',
          options: [
            { value: 'mo', label: 'Montag' },
            { value: 'tu', label: 'Dienstag' },
          ],
        },
      ],
    },
  ],
  translations: { en: { title: 'Opening hours', fields: { days: { label: 'Days' } } } },
  template: '<h2>{{ headline }}</h2>',
  style: '',
  data: {},
  script: '',
  css: '',
  organization_id: 7,
  updated_at: '2026-11-01 10:00:00',
}

function mockComponent(patch: (body: unknown) => Response | Promise<Response>) {
  mockMember()
  server.use(
    http.get('/api/components', () => HttpResponse.json([hours])),
    http.get('/api/component/31', () => HttpResponse.json(hours)),
    http.patch('/api/component/31', async ({ request }) => patch(await request.json())),
  )
}

describe('the English texts of an own component (issue 13, defect 7)', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('de'))
  })

  it('are typed beside the German ones and saved without the empty ones', async () => {
    let saved: unknown
    mockComponent((body) => {
      saved = body
      return HttpResponse.json({ ...hours, ...(body as object) })
    })
    renderApp('/puronectar/components/31/english')
    const section = await screen.findByRole('region', { name: 'Englische Texte' })
    expect(screen.getByRole('tab', { name: 'Englisch', selected: true })).toBeInTheDocument()
    const title = within(section).getByRole('textbox', { name: 'Name der Komponente' })
    expect(title).toHaveValue('Opening hours')
    expect(title).toHaveAttribute('placeholder', 'Öffnungszeiten')

    const headline = within(section).getByRole('group', { name: /^Überschrift/ })
    await userEvent.type(within(headline).getByRole('textbox', { name: 'Beschriftung' }), 'Heading')
    const placeholder = within(headline).getByRole('textbox', { name: 'Platzhalter' })
    expect(placeholder).toHaveAttribute('placeholder', 'z. B. Wann wir da sind')
    const day = within(section).getByRole('group', { name: /^Tag days\.day/ })
    await userEvent.type(within(day).getByRole('textbox', { name: 'Auswahl „Montag“' }), 'Monday')
    await userEvent.click(within(section).getByRole('button', { name: 'Speichern' }))

    await waitFor(() =>
      expect(saved).toEqual({
        translations: {
          en: {
            title: 'Opening hours',
            fields: {
              headline: { label: 'Heading' },
              days: { label: 'Days' },
              'days.day': { options: { mo: 'Monday' } },
            },
          },
        },
      }),
    )
  })

  it('shows the server’s refusal at the input it concerns', async () => {
    mockComponent(() =>
      HttpResponse.json(
        {
          message: 'Die Daten sind ungültig.',
          errors: { 'translations.en.fields.headline.label': ['Der Text ist zu lang.'] },
        },
        { status: 422 },
      ),
    )
    renderApp('/puronectar/components/31/english')
    const section = await screen.findByRole('region', { name: 'Englische Texte' })
    const headline = within(section).getByRole('group', { name: /^Überschrift/ })
    const label = within(headline).getByRole('textbox', { name: 'Beschriftung' })
    await userEvent.type(label, 'Heading')
    await userEvent.click(within(section).getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(label).toHaveAccessibleDescription('Der Text ist zu lang.'))
  })

  it('in an English back office the studio names the component and the tab in English', async () => {
    mockComponent(() => HttpResponse.json(hours))
    await act(() => i18n.changeLanguage('en'))
    renderApp('/puronectar/components/31/english')
    expect(await screen.findByRole('heading', { name: 'Opening hours' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'English', selected: true })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'English texts' })).toBeInTheDocument()
  })
})
