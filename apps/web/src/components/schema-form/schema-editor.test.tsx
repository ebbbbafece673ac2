import type { FormField } from '@sitewerk/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/client'
import { renderWithProviders } from '../../test/render-app'
import { SchemaEditor } from './schema-editor'

function renderEditor(schema: FormField[], serverError: unknown = null) {
  const onSave = vi.fn()
  renderWithProviders(
    <SchemaEditor
      schema={schema}
      onSave={onSave}
      isPending={false}
      serverError={serverError}
      serverPath="variables_schema"
    />,
  )
  return onSave
}

const field = (number: number, name: string) =>
  screen.getByRole('group', { name: `Feld ${number}: ${name}` })
const save = () => userEvent.click(screen.getByRole('button', { name: 'Felder speichern' }))

describe('schema editor', () => {
  it('says "Name doppelt" while two fields share a name, and does not save', async () => {
    const onSave = renderEditor([{ $formkit: 'text', name: 'phone', label: 'Telefon' }])
    await userEvent.click(screen.getByRole('button', { name: 'Feld hinzufügen' }))
    const added = field(2, '–')
    expect(within(added).getByLabelText(/Name/)).toHaveAccessibleDescription('Name Fehlt')
    await userEvent.type(within(added).getByLabelText(/Name/), 'phone')
    expect(within(field(2, 'phone')).getByLabelText(/Name/)).toHaveAccessibleDescription(
      'Name doppelt',
    )
    await save()
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte korrigiere die markierten Felder.')
    expect(onSave).not.toHaveBeenCalled()
  })

  it('adds, types, reorders and removes fields, then saves the schema', async () => {
    const onSave = renderEditor([
      { $formkit: 'text', name: 'a', label: 'A' },
      { $formkit: 'text', name: 'b' },
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Feld hinzufügen' }))
    const added = field(3, '–')
    await userEvent.selectOptions(within(added).getByLabelText('Typ'), 'Auswahlliste')
    await userEvent.type(within(added).getByLabelText(/Name/), 'side')
    await userEvent.type(within(added).getByLabelText('Beschriftung'), 'Seite')
    await userEvent.click(within(added).getByRole('checkbox', { name: 'Pflichtfeld' }))
    await userEvent.type(
      within(field(3, 'side')).getByRole('combobox', { name: 'Optionen' }),
      'links{enter}',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Feld 3: side nach oben' }))
    await userEvent.click(screen.getByRole('button', { name: 'Feld 3: b entfernen' }))
    await save()
    expect(onSave).toHaveBeenCalledWith([
      expect.objectContaining({ $formkit: 'text', name: 'a', label: 'A' }),
      expect.objectContaining({
        $formkit: 'select',
        name: 'side',
        label: 'Seite',
        required: true,
        options: [{ label: 'links', value: 'links' }],
      }),
    ])
  })

  it('edits the fields inside a group and checks their names too', async () => {
    const onSave = renderEditor([{ $formkit: 'group', name: 'contact', children: [] }])
    const group = field(1, 'contact')
    await userEvent.click(within(group).getByRole('button', { name: 'Unterfeld hinzufügen' }))
    await userEvent.click(within(group).getByRole('button', { name: 'Unterfeld hinzufügen' }))
    await userEvent.type(within(field(1, '–')).getByLabelText(/Name/), 'mail')
    expect(within(field(2, '–')).getByLabelText(/Name/)).toHaveAccessibleDescription('Name Fehlt')
    await userEvent.type(within(field(2, '–')).getByLabelText(/Name/), 'phone')
    await save()
    expect(onSave).toHaveBeenCalledWith([
      expect.objectContaining({
        $formkit: 'group',
        name: 'contact',
        children: [
          expect.objectContaining({ name: 'mail' }),
          expect.objectContaining({ name: 'phone' }),
        ],
      }),
    ])
  })

  it('rejects names that cannot be keys, and shows the server’s errors on the field', async () => {
    const serverError = new ApiError({
      status: 422,
      message: 'Ungültige Eingabe.',
      errors: { 'variables_schema.0.name': ['Vom Server abgelehnt.'] },
    })
    const onSave = renderEditor([{ $formkit: 'text', name: 'ok' }], serverError)
    expect(within(field(1, 'ok')).getByLabelText(/Name/)).toHaveAccessibleDescription(
      'Vom Server abgelehnt.',
    )
    await userEvent.clear(within(field(1, 'ok')).getByLabelText(/Name/))
    await userEvent.type(within(field(1, '–')).getByLabelText(/Name/), '1 falsch')
    await save()
    expect(within(field(1, '1 falsch')).getByLabelText(/Name/)).toHaveAccessibleDescription(
      /Nur Buchstaben/,
    )
    expect(onSave).not.toHaveBeenCalled()
  })
})
