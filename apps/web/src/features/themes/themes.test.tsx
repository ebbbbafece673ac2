import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildColorset, buildTheme } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const colorset = buildColorset()

const theme = buildTheme()

function mockThemes() {
  mockMember()
  server.use(
    http.get('/api/colorsets', () => HttpResponse.json([colorset])),
    http.get('/api/colorsets/3', () => HttpResponse.json(colorset)),
    http.get('/api/themes', () => HttpResponse.json([theme])),
    http.get('/api/themes/9', () => HttpResponse.json(theme)),
    http.get('/api/fonts', () => HttpResponse.json([])),
  )
}

/** The forms are large: pasting keeps the tests fast. */
async function replaceText(input: HTMLElement, text: string) {
  await userEvent.clear(input)
  await userEvent.click(input)
  await userEvent.paste(text)
}

const contrastRow = (name: string) =>
  within(screen.getByRole('group', { name: 'Kontrast (WCAG AA)' }))
    .getByText(name)
    .closest('div')!.parentElement!

describe('colour sets', () => {
  it(
    'checks colours with the contract before sending and shows the contrast live',
    { timeout: 15_000 },
    async () => {
      mockThemes()
      let body: unknown
      server.use(
        http.post('/api/colorsets', async ({ request }) => {
          body = await request.json()
          return HttpResponse.json({ ...colorset, id: 4 }, { status: 201 })
        }),
      )
      renderApp('/backend/organization/settings/colorsets/create')
      const text = await screen.findByRole('textbox', { name: 'Textfarbe' })
      // spec §9: pickers start at white, so white on white fails AA
      expect(text).toHaveValue('#ffffff')
      expect(within(contrastRow('Text auf Hintergrund')).getByText('1.00:1')).toBeInTheDocument()
      expect(
        within(contrastRow('Text auf Hintergrund')).getByText('AA nicht bestanden'),
      ).toBeVisible()

      await replaceText(text, 'rgb(300, 0, 0)')
      await replaceText(screen.getByRole('textbox', { name: 'Titel' }), 'Nacht')
      await userEvent.click(screen.getByRole('button', { name: 'Farbset anlegen' }))
      expect(text).toHaveAccessibleDescription(
        'Bitte gib eine Farbe an (#rrggbb, rgb(…) oder hsl(…)).',
      )
      expect(body).toBeUndefined()

      await replaceText(text, 'hsl(0 0% 0%)')
      expect(within(contrastRow('Text auf Hintergrund')).getByText('21.00:1')).toBeInTheDocument()
      expect(within(contrastRow('Text auf Hintergrund')).getByText('AA bestanden')).toBeVisible()
      await userEvent.click(screen.getByRole('button', { name: 'Farbset anlegen' }))
      await waitFor(() =>
        expect(body).toEqual({
          title: 'Nacht',
          highlight_color: '#ffffff',
          secondary_color: '#ffffff',
          text_color: '#000000',
          background_color: '#ffffff',
        }),
      )
    },
  )

  it('shows 422 errors of the server under their fields', async () => {
    mockThemes()
    server.use(
      http.patch('/api/colorsets/3', () =>
        HttpResponse.json(
          {
            message: 'Ungültige Eingabe.',
            errors: { highlight_color: ['Diese Farbe ist nicht erlaubt.'] },
          },
          { status: 422 },
        ),
      ),
    )
    renderApp('/puronectar/themes/colorsets/3')
    await userEvent.click(await screen.findByRole('button', { name: 'Speichern' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Akzentfarbe' })).toHaveAccessibleDescription(
        'Diese Farbe ist nicht erlaubt.',
      ),
    )
  })

  it('asks "Wirklich löschen?" and names the themes and appearance using the set (409)', async () => {
    mockThemes()
    server.use(
      http.delete('/api/colorsets/3', () =>
        HttpResponse.json(
          {
            message: 'Das Farbset wird noch verwendet.',
            errorTypes: { id: ['is_used'] },
            usages: [
              { type: 'theme', id: 9, title: 'Sommer' },
              { type: 'organization', id: 7, title: 'Musterfirma GmbH' },
            ],
          },
          { status: 409 },
        ),
      ),
    )
    renderApp('/backend/organization/settings/colorsets/3')
    await userEvent.click(await screen.findByRole('button', { name: 'Farbset löschen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }))
    const alert = (
      await screen.findByText('Das Farbset wird noch genutzt von:')
    ).closest<HTMLElement>('[role="alert"]')!
    expect(alert).toHaveTextContent('Das Farbset wird noch genutzt von:')
    expect(within(alert).getByRole('link', { name: 'Sommer' })).toHaveAttribute(
      'href',
      '/backend/organization/themes/9',
    )
    expect(
      within(alert).getByRole('link', { name: 'Darstellung der Organisation „Musterfirma GmbH“' }),
    ).toHaveAttribute('href', '/backend/organization/settings/appearance')
  })
})

describe('themes', () => {
  it('saves the chosen values', { timeout: 30_000 }, async () => {
    mockThemes()
    let body: Record<string, unknown> | undefined
    server.use(
      http.post('/api/themes', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ ...theme, id: 10 }, { status: 201 })
      }),
    )
    renderApp('/puronectar/themes/create')
    await replaceText(await screen.findByRole('textbox', { name: 'Titel' }), 'Herbst')
    const highlight = screen.getByRole('textbox', { name: 'Akzentfarbe' })
    await replaceText(highlight, '#123456')
    await replaceText(screen.getByRole('textbox', { name: 'H1: Größe' }), '3rem')
    await userEvent.click(screen.getByRole('button', { name: 'Theme anlegen' }))
    await waitFor(() => expect(body).toBeDefined())
    expect(body).toMatchObject({
      title: 'Herbst',
      highlightColor: '#123456',
      spacing: 'normal',
      textAlign: 'justify',
      base_colorset_id: null,
      typography: { h1: { size: '3rem', weight: 400, lineHeight: 1.5 } },
    })
  })

  it(
    'shows a changed highlight colour in the sandboxed preview at once',
    { timeout: 15_000 },
    async () => {
      mockThemes()
      renderApp('/backend/organization/themes/9')
      const frame = await screen.findByTitle('Vorschau')
      expect(frame).toHaveAttribute('sandbox', '')
      expect(frame.getAttribute('srcdoc')).toContain('--sw-color-highlight:#e6007e')
      const highlight = screen.getByRole('textbox', { name: 'Akzentfarbe' })
      await replaceText(highlight, '#00ff00')
      expect(frame.getAttribute('srcdoc')).toContain('--sw-color-highlight:#00ff00')
    },
  )

  it('answers 404 for an id that is not a number', async () => {
    mockThemes()
    renderApp('/puronectar/themes/abc')
    expect(await screen.findByText('Page Not Found: /puronectar/themes/abc')).toBeInTheDocument()
  })

  it('answers 404 for a colour set id that is not a number', async () => {
    mockThemes()
    renderApp('/backend/organization/settings/colorsets/1x')
    expect(
      await screen.findByText('Page Not Found: /backend/organization/settings/colorsets/1x'),
    ).toBeInTheDocument()
  })
})
