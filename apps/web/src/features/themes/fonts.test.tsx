import type { Font } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildTheme } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const theme = buildTheme()

const font = (id: number, family: string, availability: Font['availability']): Font => ({
  id,
  name: family.toLowerCase(),
  family,
  size: availability === 'library' ? 0 : 21_148,
  source_id: availability === 'library' ? null : 40 + id,
  source_italic_id: null,
  availability,
  default_weight_copy: 400,
  default_weight_headline: 700,
  category: availability === 'library' ? 'serif' : null,
  weights: availability === 'library' ? [400, 700] : [],
  italic: false,
  faces: [],
})

function mockTheme(fonts: Font[]) {
  mockMember()
  server.use(
    http.get('/api/colorsets', () => HttpResponse.json([])),
    http.get('/api/themes', () => HttpResponse.json([theme])),
    http.get('/api/themes/9', () => HttpResponse.json(theme)),
    http.get('/api/fonts', () => HttpResponse.json(fonts)),
  )
}

const NOT_A_FONT = 'Diese Datei ist keine Schrift. Erlaubt sind WOFF2, WOFF, TTF und OTF.'

describe('own fonts in the theme editor', () => {
  it(
    'uploads a font with its family and shows the server’s error at the file field',
    { timeout: 15_000 },
    async () => {
      mockTheme([font(1, 'Lora', 'library')])
      const sent: FormData[] = []
      server.use(
        http.post('/api/fonts', async ({ request }) => {
          const body = await request.formData()
          sent.push(body)
          return sent.length === 1
            ? HttpResponse.json(
                { message: 'Ungültig.', errors: { source: [NOT_A_FONT] } },
                { status: 422 },
              )
            : HttpResponse.json(font(5, 'Hausschrift', 'organization'), { status: 201 })
        }),
      )
      renderApp('/puronectar/themes/9')
      await userEvent.click(await screen.findByRole('button', { name: 'Schrift hochladen' }))
      const dialog = await screen.findByRole('dialog', { name: 'Eigene Schrift hochladen' })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Hochladen' }))
      expect(within(dialog).getByRole('textbox', { name: /Name der Schrift/ })).toBeInvalid()
      expect(within(dialog).getAllByText('Dieses Feld ist erforderlich.')).toHaveLength(2)
      expect(sent).toHaveLength(0)

      await userEvent.type(
        within(dialog).getByRole('textbox', { name: /Name der Schrift/ }),
        'Hausschrift',
      )
      const [regular] = dialog.querySelectorAll<HTMLInputElement>('input[type="file"]')
      const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'haus.woff2', {
        type: 'font/woff2',
      })
      await userEvent.upload(regular!, file)
      expect(await within(dialog).findByText('haus.woff2')).toBeInTheDocument()
      await userEvent.click(within(dialog).getByRole('button', { name: 'Hochladen' }))
      expect(await within(dialog).findByText(NOT_A_FONT)).toBeInTheDocument()
      expect(sent[0]!.get('family')).toBe('Hausschrift')
      expect(sent[0]!.get('source')).toMatchObject({ size: 4, type: 'font/woff2' })
      expect(sent[0]!.has('source_italic')).toBe(false)

      server.use(
        http.get('/api/fonts', () =>
          HttpResponse.json([font(1, 'Lora', 'library'), font(5, 'Hausschrift', 'organization')]),
        ),
      )
      await userEvent.click(within(dialog).getByRole('button', { name: 'Hochladen' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(await screen.findByRole('button', { name: '„Hausschrift“ löschen' })).toBeVisible()
    },
  )

  it(
    'asks "Wirklich löschen?" and names the themes that still use the font (409)',
    { timeout: 15_000 },
    async () => {
      mockTheme([font(1, 'Lora', 'library'), font(5, 'Hausschrift', 'organization')])
      server.use(
        http.delete('/api/fonts/5', () =>
          HttpResponse.json(
            {
              message: 'Die Schrift wird noch verwendet.',
              errorTypes: { id: ['is_used'] },
              usages: [{ type: 'theme', id: 9, title: 'Sommer' }],
            },
            { status: 409 },
          ),
        ),
      )
      renderApp('/puronectar/themes/9')
      await userEvent.click(await screen.findByRole('button', { name: '„Hausschrift“ löschen' }))
      const confirm = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
      await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }))
      // Under a loaded test run the 409 can take longer than findBy's default second.
      const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
      expect(alert).toHaveTextContent('Die Schrift wird noch von diesen Themes verwendet:')
      expect(within(alert).getByRole('link', { name: 'Sommer' })).toHaveAttribute(
        'href',
        '/puronectar/themes/9',
      )
    },
  )

  it('saves the chosen headline and copy fonts with the theme', { timeout: 15_000 }, async () => {
    mockTheme([font(1, 'Lora', 'library'), font(5, 'Hausschrift', 'organization')])
    let body: Record<string, unknown> | undefined
    server.use(
      http.patch('/api/themes/9', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(theme)
      }),
    )
    renderApp('/puronectar/themes/9')
    await userEvent.click(await screen.findByRole('combobox', { name: 'Überschriften-Schrift' }))
    const listbox = screen.getByRole('listbox', { name: 'Überschriften-Schrift' })
    expect(within(listbox).getByText('Bibliothek')).toBeVisible()
    expect(within(listbox).getByText('Eigene Schriften')).toBeVisible()
    await userEvent.click(within(listbox).getByRole('option', { name: 'Hausschrift' }))
    await userEvent.click(screen.getByRole('combobox', { name: 'Fließtext-Schrift' }))
    await userEvent.click(screen.getByRole('option', { name: 'Lora' }))
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(body).toMatchObject({ headline_font_id: 5, copy_font_id: 1 }))
  })
})
