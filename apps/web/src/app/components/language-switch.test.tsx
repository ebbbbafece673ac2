import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { changeLocale } from '../../i18n/i18n'
import { mockUser, renderApp } from '../../test/render-app'

describe('the language switch', () => {
  afterEach(() => changeLocale('de'))

  it('opens its menu on the first click, though the menu loads only then, and switches', async () => {
    // The description the server put into the page (plugins/web-app.ts), in German.
    const description = document.createElement('meta')
    description.name = 'description'
    description.content = 'Sitewerk: Websites für Ihr Unternehmen …'
    document.head.append(description)
    onTestFinished(() => description.remove())
    mockUser(null)
    renderApp('/login')
    await screen.findByRole('heading', { name: 'Anmelden' })
    await userEvent.click(
      screen.getByRole('button', { name: 'Sprache: Deutsch. Sprache wechseln' }),
    )
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }))
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
    // Search engines and the page's language agree: the description follows the switch.
    expect(description.content).toBe(
      "Sitewerk: design, maintain and publish your business's websites. Sign in to edit pages, media and forms.",
    )
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
