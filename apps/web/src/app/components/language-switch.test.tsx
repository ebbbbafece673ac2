import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../i18n/i18n'
import { mockUser, renderApp } from '../../test/render-app'

describe('the language switch', () => {
  afterEach(() => changeLocale('de'))

  it('opens its menu on the first click, though the menu loads only then, and switches', async () => {
    mockUser(null)
    renderApp('/login')
    await screen.findByRole('heading', { name: 'Anmelden' })
    await userEvent.click(
      screen.getByRole('button', { name: 'Sprache: Deutsch. Sprache wechseln' }),
    )
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }))
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
  })

  it('keeps the focus on the button when the menu replaces it', async () => {
    mockUser(null)
    renderApp('/login')
    await screen.findByRole('heading', { name: 'Anmelden' })
    const name = 'Sprache: Deutsch. Sprache wechseln'
    const plain = screen.getByRole('button', { name })
    act(() => plain.focus())
    await waitFor(() => expect(screen.getByRole('button', { name })).not.toBe(plain))
    expect(screen.getByRole('button', { name })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeInTheDocument()
  })
})
