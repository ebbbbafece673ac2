import { FIELD_TYPES, type FormField } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/client'
import { renderWithProviders } from '../../test/render-app'
import { FormAlert } from '../ui/form-alert'
import { SchemaForm } from './schema-form'
import { useSchemaForm } from './use-schema-form'

function Harness({
  fields,
  data = {},
  serverError = null,
  onValid = () => {},
}: {
  fields: FormField[]
  data?: unknown
  serverError?: unknown
  onValid?: (data: Record<string, unknown>) => void
}) {
  const form = useSchemaForm({ fields, data, serverPath: 'variables', serverError, onValid })
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <FormAlert message={form.formError} />
      <SchemaForm
        fields={fields}
        values={form.values}
        onChange={form.onChange}
        errors={form.errors}
      />
      <button type="submit">Senden</button>
    </form>
  )
}

const options = [
  { label: 'Links', value: 'left' },
  { label: 'Rechts', value: 'right' },
]

/** One field of every type, labelled with its type. */
const everyType: FormField[] = FIELD_TYPES.map((type) => ({
  $formkit: type,
  name: type.replace('-', '_'),
  label: `Feld ${type}`,
  ...(['select', 'radio'].includes(type) ? { options } : {}),
  ...(type === 'group' ? { children: [{ $formkit: 'text', name: 'inner', label: 'Innen' }] } : {}),
  ...(type === 'repeat' ? { schema: [{ $formkit: 'text', name: 'title', label: 'Titel' }] } : {}),
}))

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Senden' }))

describe('SchemaForm', () => {
  // Tiptap and CodeMirror make this the heaviest render of the suite.
  it('draws an input for every field type', async () => {
    renderWithProviders(<Harness fields={everyType} />)
    for (const type of ['text', 'textarea', 'email', 'url', 'password']) {
      expect(screen.getByLabelText(`Feld ${type}`)).toBeInTheDocument()
    }
    // Both editors load their code on demand: on a loaded machine that takes jsdom longer than 5 s.
    const lazy = { timeout: 15_000 }
    expect(await screen.findByRole('textbox', { name: 'Feld wysiwyg' }, lazy)).toHaveAttribute(
      'contenteditable',
      'true',
    )
    expect(screen.getByRole('toolbar', { name: 'Formatierung von „Feld wysiwyg“' })).toBeVisible()
    expect(await screen.findByRole('textbox', { name: 'Feld html' }, lazy)).toHaveClass(
      'cm-content',
    )
    expect(screen.getByLabelText('Feld email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Feld date')).toHaveAttribute('type', 'date')
    expect(screen.getByLabelText('Feld datetime-local')).toHaveAttribute('type', 'datetime-local')
    expect(screen.getByRole('checkbox', { name: 'Feld checkbox' })).not.toBeChecked()
    expect(screen.getByLabelText('Feld color')).toHaveValue('#ffffff') // spec §9 default
    expect(screen.getByLabelText('Feld number')).toBeInTheDocument()
    expect(screen.getByRole('slider', { name: 'Feld range (Regler)' })).toBeInTheDocument()
    expect(screen.getByLabelText('Feld range')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Feld select' })).toBeInTheDocument()
    const radios = screen.getByRole('radiogroup', { name: 'Feld radio' })
    expect(within(radios).getAllByRole('radio')).toHaveLength(2)
    expect(screen.getByRole('group', { name: 'Feld media' })).toHaveTextContent(
      'Keine Datei gewählt.',
    )
    expect(screen.getByRole('combobox', { name: 'Feld form' })).toHaveAttribute(
      'placeholder',
      'Formular auswählen',
    )
    const group = screen.getByRole('group', { name: 'Feld group' })
    expect(within(group).getByLabelText('Innen')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Feld repeat' })).toHaveTextContent(
      'Noch keine Einträge.',
    )
  }, 20_000)

  it('shows the help and the required marker of groups and repeats', () => {
    renderWithProviders(
      <Harness
        fields={[
          {
            $formkit: 'repeat',
            name: 'cards',
            label: 'Karten',
            help: 'Höchstens sechs Karten.',
            required: true,
            schema: [{ $formkit: 'text', name: 'title', label: 'Titel' }],
          },
          {
            $formkit: 'group',
            name: 'cta',
            label: 'Aktion',
            help: 'Der Knopf unter dem Text.',
            children: [{ $formkit: 'text', name: 'label', label: 'Beschriftung' }],
          },
        ]}
      />,
    )
    const cards = screen.getByRole('group', { name: 'Karten' })
    expect(cards).toHaveTextContent('Karten *')
    expect(cards).toHaveTextContent('Höchstens sechs Karten.')
    expect(screen.getByRole('group', { name: 'Aktion' })).toHaveTextContent(
      'Der Knopf unter dem Text.',
    )
  })

  it('offers the options of a checkbox field as a list of checkboxes', () => {
    renderWithProviders(
      <Harness fields={[{ $formkit: 'checkbox', name: 'sides', label: 'Seiten', options }]} />,
    )
    const group = screen.getByRole('group', { name: 'Seiten' })
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2)
  })

  it('checks required, e-mail and range on the client before sending', async () => {
    const onValid = vi.fn()
    renderWithProviders(
      <Harness
        onValid={onValid}
        fields={[
          { $formkit: 'text', name: 'headline', label: 'Überschrift', required: true },
          { $formkit: 'email', name: 'mail', label: 'E-Mail' },
          { $formkit: 'range', name: 'opacity', label: 'Deckkraft' },
        ]}
      />,
    )
    await userEvent.type(screen.getByLabelText('E-Mail'), 'keine-adresse')
    await userEvent.type(screen.getByLabelText('Deckkraft'), '150')
    await submit()
    expect(screen.getByLabelText(/Überschrift/)).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich.',
    )
    expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription(
      'Bitte gib eine gültige E-Mail-Adresse ein.',
    )
    expect(screen.getByLabelText('Deckkraft')).toHaveAccessibleDescription('Höchstens 100.')
    expect(onValid).not.toHaveBeenCalled()

    // after the first submit the checks follow every change
    await userEvent.clear(screen.getByLabelText('Deckkraft'))
    await userEvent.type(screen.getByLabelText('Deckkraft'), '33.5')
    expect(screen.getByLabelText('Deckkraft')).not.toHaveAccessibleDescription('Höchstens 100.')
    await userEvent.type(screen.getByLabelText(/Überschrift/), 'Willkommen')
    await userEvent.clear(screen.getByLabelText('E-Mail'))
    await submit()
    expect(onValid).toHaveBeenCalledWith({ headline: 'Willkommen', opacity: 33.5 })
  })

  it('shows the server’s errors (variables.<path>) under the same inputs', () => {
    const serverError = new ApiError({
      status: 422,
      message: 'Ungültige Eingabe.',
      errors: {
        'variables.headline': ['Zu lang.'],
        'variables.cards.0.title': ['Bitte ausfüllen.'],
      },
    })
    renderWithProviders(
      <Harness
        serverError={serverError}
        data={{ cards: [{ title: '' }] }}
        fields={[
          { $formkit: 'text', name: 'headline', label: 'Überschrift' },
          {
            $formkit: 'repeat',
            name: 'cards',
            label: 'Karten',
            schema: [{ $formkit: 'text', name: 'title', label: 'Titel' }],
          },
        ]}
      />,
    )
    expect(screen.getByLabelText('Überschrift')).toHaveAccessibleDescription('Zu lang.')
    const row = screen.getByRole('group', { name: 'Karten, Eintrag 1' })
    expect(within(row).getByLabelText('Titel')).toHaveAccessibleDescription('Bitte ausfüllen.')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows a server error that matches no input above the form', () => {
    const serverError = new ApiError({ status: 500, message: 'Internal Server Error' })
    renderWithProviders(
      <Harness serverError={serverError} fields={[{ $formkit: 'text', name: 'a', label: 'A' }]} />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Internal Server Error')
  })

  it('nests groups and repeats; rows are added, moved and removed', async () => {
    const onValid = vi.fn()
    renderWithProviders(
      <Harness
        onValid={onValid}
        data={{ cta: { href: '/kontakt' } }}
        fields={[
          {
            $formkit: 'group',
            name: 'cta',
            label: 'Aktion',
            children: [{ $formkit: 'url', name: 'href', label: 'Ziel' }],
          },
          {
            $formkit: 'repeat',
            name: 'cards',
            label: 'Karten',
            schema: [{ $formkit: 'text', name: 'title', label: 'Titel', required: true }],
          },
        ]}
      />,
    )
    const group = screen.getByRole('group', { name: 'Aktion' })
    expect(within(group).getByLabelText('Ziel')).toHaveValue('/kontakt')

    const add = screen.getByRole('button', { name: 'Eintrag zu „Karten“ hinzufügen' })
    await userEvent.click(add)
    await userEvent.click(add)
    const first = screen.getByRole('group', { name: 'Karten, Eintrag 1' })
    const second = screen.getByRole('group', { name: 'Karten, Eintrag 2' })
    await userEvent.type(within(first).getByLabelText(/Titel/), 'Eins')
    await userEvent.type(within(second).getByLabelText(/Titel/), 'Zwei')
    await userEvent.click(screen.getByRole('button', { name: 'Karten, Eintrag 2 nach oben' }))
    expect(
      within(screen.getByRole('group', { name: 'Karten, Eintrag 1' })).getByLabelText(/Titel/),
    ).toHaveValue('Zwei')

    await userEvent.click(add)
    await submit()
    const third = screen.getByRole('group', { name: 'Karten, Eintrag 3' })
    expect(within(third).getByLabelText(/Titel/)).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Karten, Eintrag 3 entfernen' }))
    await submit()
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({
        cta: { href: '/kontakt' },
        cards: [{ title: 'Zwei' }, { title: 'Eins' }],
      }),
    )
  })
})
