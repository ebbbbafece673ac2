import type { FormField } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/client'
import { renderWithProviders } from '../../test/render-app'
import { SchemaEditor } from './schema-editor'

function renderEditor(
  schema: FormField[],
  {
    serverError = null,
    save = () => Promise.resolve(),
  }: { serverError?: unknown; save?: () => Promise<unknown> } = {},
) {
  const onSave = vi.fn(save)
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
const customise = () => userEvent.click(screen.getByRole('button', { name: 'Formular anpassen' }))
const apply = () => userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }))
const editTab = () => userEvent.click(screen.getByRole('radio', { name: 'Felder bearbeiten' }))

describe('schema-form builder', () => {
  it('shows the form as users will fill it, read-only, until customise is pressed', async () => {
    renderEditor([{ $formkit: 'text', name: 'phone', label: 'Telefon' }])
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Übernehmen' })).not.toBeInTheDocument()
    await customise()
    expect(screen.getByRole('radio', { name: 'Felder hinzufügen und sortieren' })).toBeChecked()
    expect(field(1, 'phone')).toHaveTextContent('Telefon')
  })

  it('says "Es wurden noch keine Felder hinzugefügt." without fields', async () => {
    renderEditor([])
    expect(screen.getByText('Es wurden noch keine Felder hinzugefügt.')).toBeInTheDocument()
    await customise()
    expect(screen.getByText('Es wurden noch keine Felder hinzugefügt.')).toBeInTheDocument()
  })

  it('says "Name Fehlt" and "Name doppelt" in both modes, and does not apply', async () => {
    const onSave = renderEditor([{ $formkit: 'text', name: 'phone', label: 'Telefon' }])
    await customise()
    await userEvent.click(screen.getByRole('button', { name: 'Feld hinzufügen' }))
    expect(screen.getByRole('radio', { name: 'Felder bearbeiten' })).toBeChecked()
    const name = within(field(2, '–')).getByLabelText(/Name/)
    await userEvent.click(name)
    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }).parentElement!)
    expect(name).toHaveAccessibleDescription('Name Fehlt')
    await userEvent.type(name, 'phone')
    expect(within(field(2, 'phone')).getByLabelText(/Name/)).toHaveAccessibleDescription(
      'Name doppelt',
    )
    await userEvent.click(screen.getByRole('radio', { name: 'Felder hinzufügen und sortieren' }))
    expect(field(2, 'phone')).toHaveTextContent('Name doppelt')
    await apply()
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte korrigiere die markierten Felder.')
    expect(onSave).not.toHaveBeenCalled()
  })

  it('shows "Name Fehlt" on a new field only once it was left or apply was pressed (issue 13)', async () => {
    const onSave = renderEditor([{ $formkit: 'text', name: 'phone', label: 'Telefon' }])
    await customise()
    await userEvent.click(screen.getByRole('button', { name: 'Feld hinzufügen' }))
    const name = () => within(field(2, '–')).getByLabelText(/Name/)
    // nothing typed yet: no complaint, while the cursor is in the name and after typing a label
    expect(name()).not.toHaveAccessibleDescription('Name Fehlt')
    await userEvent.type(within(field(2, '–')).getByLabelText('Beschriftung'), 'Mobil')
    expect(name()).not.toHaveAccessibleDescription('Name Fehlt')
    expect(screen.queryByText('Name Fehlt')).not.toBeInTheDocument()
    await apply()
    expect(name()).toHaveAccessibleDescription('Name Fehlt')
    expect(onSave).not.toHaveBeenCalled()
  })

  it('shows "Name Fehlt" on a new field once the person leaves it empty', async () => {
    renderEditor([])
    await customise()
    await userEvent.click(screen.getByRole('button', { name: 'Feld hinzufügen' }))
    const name = within(field(1, '–')).getByLabelText(/Name/)
    await userEvent.click(name)
    expect(name).not.toHaveAccessibleDescription('Name Fehlt')
    await userEvent.click(screen.getByRole('radio', { name: 'Felder bearbeiten' }))
    expect(within(field(1, '–')).getByLabelText(/Name/)).toHaveAccessibleDescription('Name Fehlt')
  })

  it('adds, types, sorts and removes fields; apply saves with the required rule and leaves edit mode', async () => {
    const onSave = renderEditor([
      { $formkit: 'text', name: 'a', label: 'A' },
      { $formkit: 'text', name: 'b', validation: 'required|length:3' },
    ])
    await customise()
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
    await userEvent.click(screen.getByRole('radio', { name: 'Felder hinzufügen und sortieren' }))
    await userEvent.click(screen.getByRole('button', { name: 'Feld 3: side nach oben' }))
    await userEvent.click(screen.getByRole('button', { name: 'Feld 1: a entfernen' }))
    await apply()
    expect(onSave).toHaveBeenCalledWith([
      expect.objectContaining({
        $formkit: 'select',
        name: 'side',
        label: 'Seite',
        required: true,
        validation: 'required',
        options: [{ label: 'links', value: 'links' }],
      }),
      // not marked required: the rule goes, the others stay
      expect.objectContaining({ $formkit: 'text', name: 'b', validation: 'length:3' }),
    ])
    expect(await screen.findByRole('button', { name: 'Formular anpassen' })).toBeInTheDocument()
  })

  it('discard leaves edit mode without saving and forgets the changes', async () => {
    const onSave = renderEditor([{ $formkit: 'text', name: 'phone', label: 'Telefon' }])
    await customise()
    await userEvent.click(screen.getByRole('button', { name: 'Feld 1: phone entfernen' }))
    await userEvent.click(screen.getByRole('button', { name: 'Verwerfen' }))
    expect(onSave).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toBeInTheDocument()
    await customise()
    expect(field(1, 'phone')).toBeInTheDocument()
  })

  it('nests the fields of groups and repeats and checks their names too', async () => {
    const onSave = renderEditor([
      { $formkit: 'group', name: 'contact', children: [] },
      { $formkit: 'repeat', name: 'cards', schema: [{ $formkit: 'text', name: 'title' }] },
    ])
    await customise()
    const group = field(1, 'contact')
    await userEvent.click(within(group).getByRole('button', { name: 'Unterfeld hinzufügen' }))
    await userEvent.type(within(field(1, '–')).getByLabelText(/Name/), 'mail')
    await userEvent.click(
      within(field(2, 'cards')).getByRole('button', { name: 'Unterfeld hinzufügen' }),
    )
    expect(within(field(2, '–')).getByLabelText(/Name/)).not.toHaveAccessibleDescription(
      'Name Fehlt',
    )
    await userEvent.type(within(field(2, '–')).getByLabelText(/Name/), 'title')
    expect(within(field(2, 'title')).getByLabelText(/Name/)).toHaveAccessibleDescription(
      'Name doppelt',
    )
    await userEvent.clear(within(field(2, 'title')).getByLabelText(/Name/))
    await userEvent.type(within(field(2, '–')).getByLabelText(/Name/), 'image')
    await apply()
    expect(onSave).toHaveBeenCalledWith([
      expect.objectContaining({
        name: 'contact',
        children: [expect.objectContaining({ name: 'mail' })],
      }),
      expect.objectContaining({
        name: 'cards',
        schema: [
          expect.objectContaining({ name: 'title' }),
          expect.objectContaining({ name: 'image' }),
        ],
      }),
    ])
  })

  it('rejects names that cannot be keys, and stays in edit mode with the server’s errors', async () => {
    const serverError = new ApiError({
      status: 422,
      message: 'Ungültige Eingabe.',
      errors: { 'variables_schema.0.name': ['Vom Server abgelehnt.'] },
    })
    const onSave = renderEditor([{ $formkit: 'text', name: 'ok' }], {
      serverError,
      save: () => Promise.reject(serverError),
    })
    await customise()
    await editTab()
    await userEvent.clear(within(field(1, 'ok')).getByLabelText(/Name/))
    await userEvent.type(within(field(1, '–')).getByLabelText(/Name/), '1 falsch')
    await apply()
    expect(within(field(1, '1 falsch')).getByLabelText(/Name/)).toHaveAccessibleDescription(
      /Nur Buchstaben/,
    )
    expect(onSave).not.toHaveBeenCalled()
    await userEvent.clear(within(field(1, '1 falsch')).getByLabelText(/Name/))
    await userEvent.type(within(field(1, '–')).getByLabelText(/Name/), 'fine')
    await apply()
    await waitFor(() => expect(onSave).toHaveBeenCalled())
    expect(within(field(1, 'fine')).getByLabelText(/Name/)).toHaveAccessibleDescription(
      'Vom Server abgelehnt.',
    )
  })
})
