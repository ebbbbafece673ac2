import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockMember } from '../../../test/member'
import { renderApp } from '../../../test/render-app'
import { server } from '../../../test/server'

/** Types a whole value at once: a keystroke each re-renders the whole form, slowly in jsdom. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input)
  await userEvent.click(input)
  await userEvent.paste(text)
}

const EMPTY = {
  settings: { contact: {}, openingHours: [], social: [], language: 'de' },
  logo_file_id: null,
  favicon_file_id: null,
  seo_image_id: null,
}

function mockSettings(
  answer: (body: JsonBodyType) => Response = (body) => HttpResponse.json(body),
) {
  const sent: unknown[] = []
  server.use(
    http.get('/api/sites/5/settings', () => HttpResponse.json(EMPTY)),
    http.put('/api/sites/5/settings', async ({ request }) => {
      const body = (await request.json()) as JsonBodyType
      sent.push(body)
      return answer(body)
    }),
  )
  return sent
}

describe('the site settings screen (issue 13)', () => {
  it('lets the owner fill contact, opening hours and a social link and saves them whole', async () => {
    mockMember()
    const sent = mockSettings()
    renderApp('/backend/organization/sites/5')
    const section = await screen.findByRole('region', { name: 'Website-Einstellungen' })
    await within(section).findByRole('button', { name: 'Einstellungen speichern' })
    await fill(within(section).getByLabelText('Straße und Hausnummer'), 'Lindenstraße 4')
    await fill(within(section).getByLabelText('Postleitzahl'), '30159')
    await fill(within(section).getByLabelText('Ort'), 'Hannover')
    await fill(within(section).getByLabelText('Telefon'), '0511 123456')

    await userEvent.click(within(section).getByRole('button', { name: 'Öffnungszeit hinzufügen' }))
    const rule = within(section).getByRole('group', { name: 'Öffnungszeit 1' })
    expect(within(rule).getByRole('checkbox', { name: 'Freitag' })).toBeChecked()
    expect(within(rule).getByRole('checkbox', { name: 'Samstag' })).not.toBeChecked()
    await userEvent.click(within(rule).getByRole('checkbox', { name: 'Samstag' }))
    const opens = within(rule).getByLabelText('Öffnet um')
    await fill(opens, '08:00')

    await userEvent.click(within(section).getByRole('button', { name: 'Link hinzufügen' }))
    await fill(
      within(section).getByLabelText('Adresse 1'),
      'https://www.instagram.com/baeckerei.sonne',
    )
    await userEvent.click(within(section).getByRole('button', { name: 'Einstellungen speichern' }))

    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      settings: {
        contact: {
          street: 'Lindenstraße 4',
          postcode: '30159',
          city: 'Hannover',
          phone: '0511 123456',
        },
        openingHours: [
          {
            days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
            opens: '08:00',
            closes: '18:00',
          },
        ],
        social: [{ network: 'instagram', url: 'https://www.instagram.com/baeckerei.sonne' }],
        language: 'de',
      },
      logo_file_id: null,
      favicon_file_id: null,
      seo_image_id: null,
    })
    expect(await screen.findByText('Die Website-Einstellungen wurden gespeichert.')).toBeVisible()
  })

  it('reads a social link’s network from its address; the select corrects it (issue 34, item 6)', async () => {
    mockMember()
    const sent = mockSettings()
    renderApp('/backend/organization/sites/5')
    const section = await screen.findByRole('region', { name: 'Website-Einstellungen' })
    await within(section).findByRole('button', { name: 'Einstellungen speichern' })

    await userEvent.click(within(section).getByRole('button', { name: 'Link hinzufügen' }))
    await fill(within(section).getByLabelText('Adresse 1'), 'https://www.facebook.com/sonne')
    expect(within(section).getByRole('combobox', { name: 'Netzwerk 1' })).toHaveValue('Facebook')

    // A Mastodon instance names no network: the one chosen stays.
    await userEvent.click(within(section).getByRole('button', { name: 'Link hinzufügen' }))
    await userEvent.click(within(section).getByRole('combobox', { name: 'Netzwerk 2' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Mastodon' }))
    await fill(within(section).getByLabelText('Adresse 2'), 'https://mastodon.social/@sonne')
    expect(within(section).getByRole('combobox', { name: 'Netzwerk 2' })).toHaveValue('Mastodon')

    await userEvent.click(within(section).getByRole('button', { name: 'Einstellungen speichern' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect((sent[0] as { settings: { social: unknown } }).settings.social).toEqual([
      { network: 'facebook', url: 'https://www.facebook.com/sonne' },
      { network: 'mastodon', url: 'https://mastodon.social/@sonne' },
    ])
  })

  it('checks the input before sending and shows the server’s 422 under its field', async () => {
    mockMember()
    const sent = mockSettings(() =>
      HttpResponse.json(
        {
          message: 'Ungültige Eingabe.',
          errors: { 'settings.contact.phone': ['Diese Nummer ist zu lang.'] },
        },
        { status: 422 },
      ),
    )
    renderApp('/backend/organization/sites/5')
    const section = await screen.findByRole('region', { name: 'Website-Einstellungen' })
    await within(section).findByRole('button', { name: 'Einstellungen speichern' })
    await fill(within(section).getByLabelText('E-Mail'), 'keine-adresse')
    await userEvent.click(within(section).getByRole('button', { name: 'Einstellungen speichern' }))
    expect(within(section).getByLabelText('E-Mail')).toHaveAccessibleDescription(/E-Mail/)
    expect(sent).toHaveLength(0)

    await userEvent.clear(within(section).getByLabelText('E-Mail'))
    await fill(within(section).getByLabelText('Telefon'), '0511')
    await userEvent.click(within(section).getByRole('button', { name: 'Einstellungen speichern' }))
    await waitFor(() =>
      expect(within(section).getByLabelText('Telefon')).toHaveAccessibleDescription(
        'Diese Nummer ist zu lang.',
      ),
    )
  })

  it('speaks English', async () => {
    mockMember()
    mockSettings()
    renderApp('/en/backend/organization/sites/5')
    const section = await screen.findByRole('region', { name: 'Site settings' })
    await within(section).findByRole('button', { name: 'Save settings' })
    expect(within(section).getByRole('group', { name: 'Opening hours' })).toBeInTheDocument()
    expect(within(section).getByLabelText('Street and number')).toBeInTheDocument()
    expect(within(section).getByRole('group', { name: 'Logo' })).toBeInTheDocument()
    expect(within(section).getByRole('combobox', { name: 'Language of the site' })).toHaveValue(
      'German',
    )
    expect(within(section).getByRole('button', { name: 'Save settings' })).toBeInTheDocument()
  })
})
