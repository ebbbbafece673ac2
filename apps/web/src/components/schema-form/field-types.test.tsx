import { REPEAT_DRAG_DISABLE_MS, type FormField } from '@sitewerk/contracts'
import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setStoredOrganizationId } from '../../lib/organization-id-store'
import { renderWithProviders } from '../../test/render-app'
import { server } from '../../test/server'
import { SchemaForm } from './schema-form'
import { useDragDisable } from './use-drag-disable'
import type { FormValues } from './values'

/** A SchemaForm that owns its values and prints them, as a screen would send them. */
function Harness({ fields, initial = {} }: { fields: FormField[]; initial?: FormValues }) {
  const [values, setValues] = useState(initial)
  return (
    <>
      <SchemaForm fields={fields} values={values} onChange={setValues} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  )
}
const values = () => JSON.parse(screen.getByTestId('values').textContent!) as FormValues

describe('wysiwyg field', () => {
  const fields: FormField[] = [{ $formkit: 'wysiwyg', name: 'text', label: 'Text' }]

  it('turns pasted text and toolbar formatting into HTML', async () => {
    // jsdom has no text input ProseMirror can read key by key (Playwright types for real);
    // a paste goes through the editor's own input handling.
    renderWithProviders(<Harness fields={fields} />)
    const editor = await screen.findByRole('textbox', { name: 'Text' })
    await userEvent.click(editor)
    await userEvent.paste('Hallo Welt')
    await waitFor(() => expect(values().text).toBe('<p>Hallo Welt</p>'))
    await userEvent.keyboard('{Control>}a{/Control}')
    await userEvent.click(screen.getByRole('button', { name: 'Fett' }))
    await waitFor(() => expect(values().text).toBe('<p><strong>Hallo Welt</strong></p>'))
    await userEvent.click(screen.getByRole('button', { name: 'Rückgängig' }))
    await waitFor(() => expect(values().text).toBe('<p>Hallo Welt</p>'))
  }, 20_000)

  it('offers headings h2 to h4, lists, quote, links, undo and redo with German labels', async () => {
    renderWithProviders(<Harness fields={fields} />)
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatierung von „Text“' })
    for (const name of [
      'Überschrift 2',
      'Überschrift 3',
      'Überschrift 4',
      'Aufzählung',
      'Nummerierte Liste',
      'Zitat',
      'Link setzen',
      'Rückgängig',
      'Wiederholen',
    ])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument()
    expect(within(toolbar).queryByRole('button', { name: 'Überschrift 1' })).toBeNull()
  })

  it('shows an error that comes after the editor was made under the field', async () => {
    function WithLateError() {
      const [errors, setErrors] = useState({})
      return (
        <>
          <SchemaForm fields={fields} values={{}} onChange={() => {}} errors={errors} />
          <button type="button" onClick={() => setErrors({ text: 'Höchstens 200000 Zeichen.' })}>
            Prüfen
          </button>
        </>
      )
    }
    renderWithProviders(<WithLateError />)
    const editor = await screen.findByRole('textbox', { name: 'Text' })
    expect(editor).not.toHaveAttribute('aria-invalid')
    await userEvent.click(screen.getByRole('button', { name: 'Prüfen' }))
    await waitFor(() => expect(editor).toHaveAccessibleDescription('Höchstens 200000 Zeichen.'))
    expect(editor).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows text saved before the editor existed as paragraphs', async () => {
    renderWithProviders(<Harness fields={fields} initial={{ text: 'Eins\n\nZwei' }} />)
    const editor = await screen.findByRole('textbox', { name: 'Text' })
    const paragraphs = editor.querySelectorAll('p')
    expect([...paragraphs].map((p) => p.textContent)).toEqual(['Eins', 'Zwei'])
  })
})

describe('html field', () => {
  it('edits HTML in the code editor and compares with the value the form opened with', async () => {
    renderWithProviders(
      <Harness
        fields={[{ $formkit: 'html', name: 'embed', label: 'Einbettung' }]}
        initial={{ embed: '<p>alt</p>' }}
      />,
    )
    expect(await screen.findByRole('textbox', { name: 'Einbettung' })).toHaveTextContent(
      '<p>alt</p>',
    )
    await userEvent.click(screen.getByRole('switch', { name: 'Änderungen zeigen' }))
    expect(document.querySelector('.cm-deletedChunk')).toBeNull() // nothing changed yet
  })
})

describe('form field', () => {
  const fields: FormField[] = [{ $formkit: 'form', name: 'form', label: 'Formular' }]
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=test-token; Path=/'
    setStoredOrganizationId(1)
  })
  afterEach(() => setStoredOrganizationId(null))

  it('offers the site’s forms under the placeholder „Formular auswählen“', async () => {
    server.use(
      http.get('/api/forms', () =>
        HttpResponse.json([
          { id: 3, title: 'Kontakt' },
          { id: 4, title: 'Rückruf' },
        ]),
      ),
    )
    renderWithProviders(<Harness fields={fields} />)
    const select = screen.getByRole('combobox', { name: 'Formular' })
    expect(select).toHaveAttribute('placeholder', 'Formular auswählen')
    await userEvent.click(select)
    await userEvent.click(await screen.findByRole('option', { name: 'Rückruf' }))
    expect(values().form).toBe(4)
  })

  it('says there are no forms yet when the organisation has none, and keeps a stored id', async () => {
    server.use(http.get('/api/forms', () => HttpResponse.json([])))
    renderWithProviders(<Harness fields={fields} initial={{ form: 7 }} />)
    const select = screen.getByRole('combobox', { name: 'Formular' })
    await waitFor(() => expect(select).toHaveAccessibleDescription('Noch keine Formulare'))
    expect(select).toHaveValue('Formular Nr. 7')
    expect(values().form).toBe(7)
  })
})

describe('repeat field', () => {
  const fields: FormField[] = [
    {
      $formkit: 'repeat',
      name: 'cards',
      label: 'Karten',
      schema: [{ $formkit: 'text', name: 'title', label: 'Titel' }],
    },
  ]
  const titles = () => (values().cards as FormValues[]).map((row) => row.title)

  it('moves a row with the keyboard on its drag handle and announces it', async () => {
    renderWithProviders(
      <Harness
        fields={fields}
        initial={{ cards: [{ title: 'Eins' }, { title: 'Zwei' }, { title: 'Drei' }] }}
      />,
    )
    // jsdom lays nothing out: give the rows the places they would have on a screen.
    const rows = screen.getAllByRole('group', { name: /^Karten, Eintrag/ })
    rows.forEach((row, index) => {
      row.getBoundingClientRect = () => new DOMRect(0, index * 100, 400, 90)
    })
    const handle = screen.getByRole('button', {
      name: 'Karten, Eintrag 1 ziehen oder mit Leertaste aufnehmen',
    })
    handle.focus()
    const live = (text: string) =>
      waitFor(() =>
        expect(document.querySelector('[id^="DndLiveRegion-"]')).toHaveTextContent(text),
      )
    await userEvent.keyboard('[Space]')
    await live('Karten, Eintrag 1 über Position 1 von 3.')
    await userEvent.keyboard('[ArrowDown]')
    await live('Karten, Eintrag 1 über Position 2 von 3.')
    await userEvent.keyboard('[Space]')
    await live('Karten, Eintrag 1 an Position 2 von 3 abgelegt.')
    await waitFor(() => expect(titles()).toEqual(['Zwei', 'Eins', 'Drei']))

    // spec §9: for a second after the drop a click in the rows is taken as the end of the drag
    const remove = screen.getByRole('button', { name: 'Karten, Eintrag 1 entfernen' })
    await userEvent.click(remove)
    expect(titles()).toEqual(['Zwei', 'Eins', 'Drei'])
    await new Promise((resolve) => setTimeout(resolve, REPEAT_DRAG_DISABLE_MS))
    await userEvent.click(remove)
    expect(titles()).toEqual(['Eins', 'Drei'])
  }, 20_000)

  it('moves rows with the up and down buttons by keyboard', async () => {
    renderWithProviders(
      <Harness fields={fields} initial={{ cards: [{ title: 'Eins' }, { title: 'Zwei' }] }} />,
    )
    screen.getByRole('button', { name: 'Karten, Eintrag 1 nach unten' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(titles()).toEqual(['Zwei', 'Eins'])
    const first = screen.getByRole('group', { name: 'Karten, Eintrag 1' })
    expect(within(first).getByLabelText('Titel')).toHaveValue('Zwei')
  })
})

describe('useDragDisable (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is set when a drag ends and resets 1000 ms later; a second drop starts the wait again', () => {
    const { result } = renderHook(() => useDragDisable())
    expect(result.current.isDragDisabled).toBe(false)
    act(() => result.current.onDragEnded())
    expect(result.current.isDragDisabled).toBe(true)
    act(() => vi.advanceTimersByTime(REPEAT_DRAG_DISABLE_MS - 1))
    act(() => result.current.onDragEnded())
    act(() => vi.advanceTimersByTime(REPEAT_DRAG_DISABLE_MS - 1))
    expect(result.current.isDragDisabled).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.isDragDisabled).toBe(false)
  })
})
