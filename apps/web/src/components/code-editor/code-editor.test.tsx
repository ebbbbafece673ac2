import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/render-app'
import { CodeEditor } from './code-editor'

function Harness({ initial, original }: { initial: string; original?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <CodeEditor
        label="Einbettung"
        language="html"
        value={value}
        onChange={setValue}
        original={original}
        error={value === '' ? 'Dieses Feld ist erforderlich.' : undefined}
      />
      <output>{value}</output>
      <button type="button" onClick={() => setValue('<p>von außen</p>')}>
        Setzen
      </button>
    </>
  )
}

describe('CodeEditor', () => {
  it('is a labelled text box with line numbers that follows the value from outside', async () => {
    renderWithProviders(<Harness initial={'<p>eins</p>\n<p>zwei</p>'} />)
    const editor = screen.getByRole('textbox', { name: 'Einbettung' })
    expect(editor).toHaveTextContent('<p>eins</p><p>zwei</p>')
    expect(document.querySelectorAll('.cm-lineNumbers .cm-gutterElement').length).toBeGreaterThan(1)
    await userEvent.click(screen.getByRole('button', { name: 'Setzen' }))
    expect(editor).toHaveTextContent('<p>von außen</p>')
  })

  it('shows the changes against the original when the diff is switched on', async () => {
    renderWithProviders(<Harness initial="<p>neu</p>" original="<p>alt</p>" />)
    expect(document.querySelector('.cm-deletedChunk')).toBeNull()
    await userEvent.click(screen.getByRole('switch', { name: 'Änderungen zeigen' }))
    await waitFor(() =>
      expect(document.querySelector('.cm-deletedChunk')).toHaveTextContent('<p>alt</p>'),
    )
    expect(screen.getByRole('textbox', { name: 'Einbettung' })).toHaveTextContent('<p>neu</p>')
  })

  it('has no diff toggle without an original', () => {
    renderWithProviders(<Harness initial="<p>x</p>" />)
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
  })

  it('lets Escape leave the editor, so keyboard users are not trapped by Tab indenting', async () => {
    renderWithProviders(<Harness initial="<p>x</p>" />)
    const editor = screen.getByRole('textbox', { name: 'Einbettung' })
    editor.focus()
    expect(editor).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(editor).not.toHaveFocus()
    expect(document.activeElement).toContainElement(editor)
  })

  it('opens the same text in a large dialog; Escape in it leaves the editor first', async () => {
    renderWithProviders(<Harness initial="<p>x</p>" original="<p>x</p>" />)
    await userEvent.click(
      screen.getByRole('button', { name: '„Einbettung“ im großen Editor öffnen' }),
    )
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveAccessibleName('Einbettung')
    const editor = within(dialog).getByRole('textbox', { name: 'Einbettung' })
    expect(editor).toHaveTextContent('<p>x</p>')
    expect(within(dialog).getByRole('switch', { name: 'Änderungen zeigen' })).toBeInTheDocument()
    editor.focus()
    await userEvent.keyboard('{Escape}')
    expect(dialog).toBeInTheDocument()
    expect(editor).not.toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  })
})
