import type {
  Form,
  FormBody,
  FormDelivery,
  FormEntry,
  FormEntriesPage,
  FormField,
} from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/i18n'
import { buildForm } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const CONTACT: FormField[] = [
  { $formkit: 'text', name: 'name', label: 'Name', required: true },
  { $formkit: 'email', name: 'email', label: 'E-Mail' },
  {
    $formkit: 'select',
    name: 'topic',
    label: 'Thema',
    options: [
      { label: 'Frage', value: 'question' },
      { label: 'Lob', value: 'praise' },
    ],
  },
  { $formkit: 'textarea', name: 'message', label: 'Nachricht' },
]

const entry = (id: number, number: number, data: Record<string, unknown>): FormEntry => ({
  id,
  form_id: 12,
  entry_number: number,
  data,
  created_at: '2026-11-20 09:30:00',
})
const ADA = entry(41, 2, { name: 'Ada', email: 'ada@example.com', topic: 'praise', fax: '0815' })
const GRACE = entry(40, 1, { name: 'Grace', message: 'Drei Brötchen' })

const delivery = (overrides: Partial<FormDelivery>): FormDelivery => ({
  id: 90,
  form_id: 12,
  form_entry_id: 41,
  kind: 'mail-intern',
  to: 'laden@example.com',
  state: 'done',
  attempts: 1,
  max_attempts: 5,
  last_error: null,
  run_at: '2026-11-20 09:30:00',
  finished_at: '2026-11-20 09:30:05',
  created_at: '2026-11-20 09:30:00',
  via: 'smtp',
  ...overrides,
})
const FAILED = delivery({
  via: null,
  id: 91,
  kind: 'webhook',
  to: 'https://crm.example.com/hook',
  state: 'failed',
  attempts: 5,
  last_error: 'Der Empfänger antwortete mit 500.',
})

/** The API of one form as the server answers it; `puts` and `queries` record what was asked. */
function mockForms(form = buildForm({ schema: CONTACT, form_entries_count: 2 })) {
  mockMember()
  let current = form
  const puts: FormBody[] = []
  const queries: URLSearchParams[] = []
  const retried: string[] = []
  server.use(
    http.get('/api/components', () => HttpResponse.json([])),
    http.get('/api/forms', () => HttpResponse.json([current])),
    http.get('/api/forms/12', () => HttpResponse.json(current)),
    http.post('/api/forms', async ({ request }) => {
      const body = (await request.json()) as FormBody
      current = buildForm({ title: body.title })
      return HttpResponse.json(current, { status: 201 })
    }),
    http.put('/api/forms/12', async ({ request }) => {
      const body = (await request.json()) as FormBody
      puts.push(body)
      if (body.schema?.some((f) => f.name === 'verboten'))
        return HttpResponse.json(
          {
            message: 'Die Eingaben sind ungültig.',
            errors: { 'schema.0.$formkit': ['Dieser Feldtyp ist hier nicht erlaubt.'] },
          },
          { status: 422 },
        )
      current = {
        ...current,
        ...body,
        webhook_secret: body.webhook_url ? 'whsec_abc123' : null,
      } as Form
      return HttpResponse.json(current)
    }),
    http.get('/api/forms/12/entries', ({ request }) => {
      const params = new URL(request.url).searchParams
      queries.push(params)
      const q = (params.get('q') ?? '').toLowerCase()
      const data = [ADA, GRACE].filter(
        (e) => !q || JSON.stringify(e.data).toLowerCase().includes(q),
      )
      const page: FormEntriesPage = {
        data,
        current_page: Number(params.get('page') ?? 1),
        per_page: 25,
        total: data.length,
        last_page: 1,
      }
      return HttpResponse.json(page)
    }),
    http.get('/api/forms/12/entries/41', () =>
      HttpResponse.json({ ...ADA, deliveries: [delivery({}), FAILED] }),
    ),
    http.get('/api/forms/12/deliveries', () => HttpResponse.json([FAILED])),
    http.post('/api/forms/12/deliveries/:id/retry', ({ params }) => {
      retried.push(String(params.id))
      return HttpResponse.json({ ...FAILED, state: 'queued' })
    }),
  )
  return { puts, queries, retried }
}

afterEach(() => i18n.changeLanguage('de'))

/** The first look at a screen waits for its lazily loaded route. */
const LOADED = { timeout: 10_000 }
/** The recipients' text input (the tags input also labels its list of addresses). */
const RECIPIENTS = { selector: 'input:not([type="hidden"])' }

describe('forms of the site admin', { timeout: 60_000 }, () => {
  it('lists the forms with site and entries, and says so when there are none', async () => {
    mockForms()
    const view = renderApp('/puronectar/forms')
    const row = await screen.findByRole('row', { name: /Kontakt/ }, LOADED)
    expect(within(row).getByText('Musterseite')).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      '/puronectar/forms/12/data',
    )
    expect(screen.getByRole('link', { name: 'Formulare' })).toHaveAttribute('aria-current', 'page')
    view.unmount()

    server.use(http.get('/api/forms', () => HttpResponse.json([])))
    renderApp('/puronectar/forms')
    expect(await screen.findByText('Noch keine Formulare.', {}, LOADED)).toBeInTheDocument()
  })

  it('creates a form on the current site and goes on to its builder', async () => {
    mockForms()
    let sent: unknown
    server.use(
      http.post('/api/forms', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(buildForm({ title: 'Bewerbung' }), { status: 201 })
      }),
    )
    const { router } = renderApp('/puronectar/forms/create')
    await userEvent.type(await screen.findByRole('textbox', { name: /Titel/ }, LOADED), 'Bewerbung')
    await userEvent.click(screen.getByRole('button', { name: 'Anlegen und Felder bauen' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/puronectar/forms/12/form'))
    expect(sent).toEqual({ site_id: 5, title: 'Bewerbung' })
  })

  it('shows the overview: entries, the latest ones, failed deliveries and where the block goes', async () => {
    mockForms()
    renderApp('/puronectar/forms/12')
    expect(await screen.findByRole('link', { name: 'Eintrag Nr. 2' }, LOADED)).toHaveAttribute(
      'href',
      '/puronectar/forms/12/data?entry=41',
    )
    expect(await screen.findByText('Eine Zustellung ist fehlgeschlagen.')).toBeInTheDocument()
    expect(screen.getByText(/Der Empfänger antwortete mit 500/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zum Eintrag' })).toHaveAttribute(
      'href',
      '/puronectar/forms/12/data?entry=41',
    )
    expect(screen.getByText('Fügen Sie den Block ‚Formular‘ hinzu.')).toBeInTheDocument()
  })

  it('builds fields of the public types only, with a condition, and applies them with PUT', async () => {
    const { puts } = mockForms(buildForm({ schema: [] }))
    renderApp('/puronectar/forms/12/form')
    expect(
      await screen.findByText('Es wurden noch keine Felder hinzugefügt.', {}, LOADED),
    ).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Formular anpassen' }))
    await userEvent.click(screen.getByRole('button', { name: 'Feld hinzufügen' }))
    const first = screen.getByRole('group', { name: 'Feld 1: –' })
    const types = within(first)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'))
    expect(types).toContain('email')
    expect(types).not.toContain('wysiwyg')
    expect(types).not.toContain('media')
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: 'Typ' }), 'checkbox')
    await userEvent.type(within(first).getByRole('textbox', { name: /Name/ }), 'rueckruf')
    await userEvent.click(screen.getByRole('button', { name: 'Feld hinzufügen' }))
    const second = screen.getByRole('group', { name: 'Feld 2: –' })
    await userEvent.type(within(second).getByRole('textbox', { name: /Name/ }), 'telefon')
    const condition = within(second).getByRole('group', { name: 'Nur anzeigen, wenn…' })
    await userEvent.selectOptions(
      within(condition).getByRole('combobox', { name: 'dieses Feld' }),
      'rueckruf',
    )
    await userEvent.type(within(condition).getByRole('textbox', { name: /den Wert hat/ }), 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]!.schema).toEqual([
      expect.objectContaining({ $formkit: 'checkbox', name: 'rueckruf' }),
      expect.objectContaining({
        $formkit: 'text',
        name: 'telefon',
        showIf: { name: 'rueckruf', equals: 'true' },
      }),
    ])
    expect(puts[0]!.title).toBe('Kontakt')
    // apply leaves edit mode
    expect(await screen.findByRole('button', { name: 'Formular anpassen' })).toBeInTheDocument()
  })

  it('says "Name doppelt" before saving and shows the server’s field error at the field', async () => {
    const { puts } = mockForms(buildForm({ schema: [{ $formkit: 'text', name: 'verboten' }] }))
    renderApp('/puronectar/forms/12/form')
    await userEvent.click(await screen.findByRole('button', { name: 'Formular anpassen' }, LOADED))
    await userEvent.click(screen.getByRole('radio', { name: 'Felder bearbeiten' }))
    await userEvent.click(screen.getByRole('button', { name: 'Feld hinzufügen' }))
    const second = screen.getByRole('group', { name: 'Feld 2: –' })
    await userEvent.type(within(second).getByRole('textbox', { name: /Name/ }), 'verboten')
    expect(within(second).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      'Name doppelt',
    )
    await userEvent.click(within(second).getByRole('button', { name: /entfernen/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(
      await within(screen.getByRole('group', { name: 'Feld 1: verboten' })).findByText(
        'Dieser Feldtyp ist hier nicht erlaubt.',
      ),
    ).toBeInTheDocument()
    // discard leaves without saving
    await userEvent.click(screen.getByRole('button', { name: 'Verwerfen' }))
    expect(screen.getByRole('button', { name: 'Formular anpassen' })).toBeInTheDocument()
    expect(puts).toHaveLength(1)
  })

  it('sets the mails, retention and webhook, then shows the secret with how to verify it', async () => {
    const { puts } = mockForms()
    renderApp('/puronectar/forms/12/settings')
    await userEvent.click(await screen.findByRole('switch', { name: /Mail an uns senden/ }, LOADED))
    const recipients = screen.getByLabelText('Empfänger', RECIPIENTS)
    await userEvent.type(recipients, 'laden@example.com,chef@example.com,')
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Betreff' })[0]!, 'Neue Anfrage')
    const copy = screen.getByRole('switch', { name: /Bestätigung senden/ })
    // The copy to the visitor goes out only behind the captcha: the screen says so.
    expect(copy).toHaveAccessibleDescription(/nur gesendet, solange das Captcha/)
    await userEvent.click(copy)
    expect(screen.getByText('{{ data.email }}')).toBeInTheDocument()
    expect(screen.getByText('{{ entry.number }}')).toBeInTheDocument()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'An die Adresse aus dem Feld' }),
      'email',
    )
    expect(screen.getByText(/DSGVO/)).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: /Einträge löschen nach/ }), '90')
    await userEvent.type(
      screen.getByRole('textbox', { name: /Webhook-URL/ }),
      'https://crm.example.com/hook',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toMatchObject({
      sendMailIntern: true,
      mailsIntern: ['laden@example.com', 'chef@example.com'],
      subjectIntern: 'Neue Anfrage',
      sendMailExtern: true,
      mailKeyExtern: 'email',
      retention_days: 90,
      webhook_url: 'https://crm.example.com/hook',
      schema: CONTACT,
    })
    expect(await screen.findByText('whsec_abc123')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Signatur-Geheimnis kopieren' })).toBeInTheDocument()
    expect(screen.getByText(/X-Sitewerk-Signature: sha256=/)).toBeInTheDocument()
  })

  it('refuses a wrong recipient before sending', async () => {
    const { puts } = mockForms(buildForm({ schema: CONTACT, sendMailIntern: true }))
    renderApp('/puronectar/forms/12/settings')
    await userEvent.type(
      await screen.findByLabelText('Empfänger', RECIPIENTS, LOADED),
      'kein-mail{enter}',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(await screen.findByText(/E-Mail/, { selector: '.mantine-InputWrapper-error' }))
    expect(puts).toEqual([])
  })

  it('lists entries, searches them through the address, and opens the entry of ?entry= with its deliveries and retry', async () => {
    const { queries, retried } = mockForms()
    const { router } = renderApp('/puronectar/forms/12/data?entry=41')
    const drawer = await screen.findByRole('dialog', { name: 'Eintrag' }, LOADED)
    expect(await within(drawer).findByText('Eintrag Nr. 2 ·', { exact: false })).toBeVisible()
    expect(within(drawer).getByRole('row', { name: 'Thema Lob' })).toBeInTheDocument()
    expect(within(drawer).getByRole('row', { name: 'fax 0815' })).toBeInTheDocument()
    expect(within(drawer).getByText('Fehlgeschlagen')).toBeInTheDocument()
    expect(within(drawer).getByText('Zugestellt')).toBeInTheDocument()
    expect(within(drawer).getByText('Grund: Der Empfänger antwortete mit 500.')).toBeInTheDocument()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Erneut senden' }))
    await waitFor(() => expect(retried).toEqual(['91']))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Schließen' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nr.', 'Datum', 'Name', 'E-Mail', 'Thema'])
    await userEvent.type(
      screen.getByRole('searchbox', { name: /Einträge durchsuchen/ }),
      'Brötchen',
    )
    await waitFor(() => expect(router.state.location.search).toBe('?q=Br%C3%B6tchen'))
    await waitFor(() => expect(screen.queryByRole('button', { name: /Nr\. 2 öffnen/ })).toBeNull())
    expect(screen.getByRole('button', { name: 'Eintrag Nr. 1 öffnen' })).toBeInTheDocument()
    expect(queries.at(-1)?.get('q')).toBe('Brötchen')
  })

  it('says a mail went only to the server’s outbox when no SMTP server is set up (issue 34, item 9)', async () => {
    mockForms()
    server.use(
      http.get('/api/forms/12/entries/41', () =>
        HttpResponse.json({ ...ADA, deliveries: [delivery({ via: 'outbox' })] }),
      ),
    )
    renderApp('/puronectar/forms/12/data?entry=41')
    const drawer = await screen.findByRole('dialog', { name: 'Eintrag' }, LOADED)
    expect(await within(drawer).findByText('Im Postausgang')).toBeInTheDocument()
    expect(
      within(drawer).getByText(/^Im Postausgang des Servers \(kein SMTP eingerichtet\)/),
    ).toBeInTheDocument()
    expect(within(drawer).queryByText('Zugestellt')).toBeNull()
  })

  it('deletes an entry after asking, and exports the found entries as CSV', async () => {
    mockForms()
    let deleted = false
    let csvQuery: string | null = null
    server.use(
      http.delete('/api/forms/12/entries/41', () => {
        deleted = true
        return new HttpResponse(null, { status: 204 })
      }),
      http.get('/api/forms/12/entries/csv', ({ request }) => {
        csvQuery = new URL(request.url).searchParams.get('q')
        return new HttpResponse('\uFEFFNr.;Datum\r\n', { headers: { 'content-type': 'text/csv' } })
      }),
    )
    const created: Blob[] = []
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob)
      return 'blob:csv'
    }
    URL.revokeObjectURL = () => undefined
    renderApp('/puronectar/forms/12/data?q=ada&entry=41')
    const drawer = await screen.findByRole('dialog', { name: 'Eintrag' }, LOADED)
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Eintrag löschen' }))
    expect(await screen.findByText('Eintrag Nr. 2 wird endgültig gelöscht.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }))
    await waitFor(() => expect(deleted).toBe(true))

    await userEvent.click(screen.getByRole('button', { name: 'CSV exportieren' }))
    await waitFor(() => expect(created).toHaveLength(1))
    expect(csvQuery).toBe('ada')
    expect(await created[0]!.text()).toContain('Nr.;Datum')
  })

  it('speaks English on every screen', async () => {
    await i18n.changeLanguage('en')
    mockForms(
      buildForm({
        schema: CONTACT,
        webhook_url: 'https://crm.example.com/hook',
        webhook_secret: 's3',
      }),
    )
    const list = renderApp('/puronectar/forms')
    expect(await screen.findByRole('columnheader', { name: 'Entries' }, LOADED)).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Forms' })).toBeInTheDocument()
    list.unmount()
    const overview = renderApp('/puronectar/forms/12')
    expect(await screen.findByText('One delivery failed.', {}, LOADED)).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Fields' })).toBeInTheDocument()
    overview.unmount()
    const builder = renderApp('/puronectar/forms/12/form')
    await userEvent.click(await screen.findByRole('button', { name: 'Customise form' }, LOADED))
    await userEvent.click(screen.getByRole('radio', { name: 'Edit fields' }))
    expect(screen.getAllByRole('group', { name: 'Only show if…' })).toHaveLength(4)
    builder.unmount()
    const settings = renderApp('/puronectar/forms/12/settings')
    expect(await screen.findByText(/GDPR/, {}, LOADED)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy signing secret' })).toBeInTheDocument()
    settings.unmount()
    renderApp('/puronectar/forms/12/data?entry=41')
    expect(await screen.findByRole('button', { name: 'Export CSV' }, LOADED)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Send again' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Date' })).toBeInTheDocument()
  })
})
