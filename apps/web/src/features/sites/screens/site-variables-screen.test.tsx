import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildSite } from '../../../test/fixtures'
import { mockMember } from '../../../test/member'
import { renderApp } from '../../../test/render-app'
import { server } from '../../../test/server'

const site = buildSite({
  variables: { phone: '0123' },
  variables_schema: [
    { $formkit: 'text', name: 'phone', label: 'Telefon' },
    { $formkit: 'email', name: 'mail', label: 'E-Mail', required: true },
  ],
})

describe('variables of the current site', () => {
  it('sends the values of the generated form; 422 errors land under their inputs', async () => {
    mockMember({ sites: [site] })
    let body: unknown
    server.use(
      http.put('/api/sites/5/variables', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(
          {
            message: 'Ungültige Eingabe.',
            errors: { 'variables.mail': ['Diese Adresse nimmt keine Post an.'] },
          },
          { status: 422 },
        )
      }),
    )
    renderApp('/puronectar/site/variables')
    const values = await screen.findByRole('region', { name: 'Werte' })
    expect(within(values).getByLabelText('Telefon')).toHaveValue('0123')
    await userEvent.click(within(values).getByRole('button', { name: 'Variablen speichern' }))
    expect(within(values).getByLabelText(/E-Mail/)).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich.',
    )
    expect(body).toBeUndefined()

    await userEvent.type(within(values).getByLabelText(/E-Mail/), 'info@muster.example')
    await userEvent.click(within(values).getByRole('button', { name: 'Variablen speichern' }))
    await waitFor(() =>
      expect(within(values).getByLabelText(/E-Mail/)).toHaveAccessibleDescription(
        'Diese Adresse nimmt keine Post an.',
      ),
    )
    expect(body).toEqual({ variables: { phone: '0123', mail: 'info@muster.example' } })
  })

  it('saves a changed schema with PATCH sites/{id}', async () => {
    mockMember({ sites: [site] })
    let body: { variables_schema?: unknown[] } | undefined
    server.use(
      http.patch('/api/sites/5', async ({ request }) => {
        body = (await request.json()) as typeof body
        return HttpResponse.json(site)
      }),
    )
    renderApp('/puronectar/site/variables')
    const schema = await screen.findByRole('region', { name: 'Felder der Variablen' })
    await userEvent.click(within(schema).getByRole('button', { name: 'Formular anpassen' }))
    await userEvent.click(within(schema).getByRole('button', { name: 'Feld 1: phone entfernen' }))
    await userEvent.click(within(schema).getByRole('button', { name: 'Übernehmen' }))
    await waitFor(() => expect(body?.variables_schema).toHaveLength(1))
    expect(
      await within(schema).findByRole('button', { name: 'Formular anpassen' }),
    ).toBeInTheDocument()
    expect(body?.variables_schema?.[0]).toMatchObject({ $formkit: 'email', name: 'mail' })
  })
})
