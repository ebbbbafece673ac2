import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, delay } from 'msw'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/i18n'
import { renderWithProviders } from '../../test/render-app'
import { server } from '../../test/server'
import { IconPicker } from './icon-picker'

const NAMES = ['home', 'home-2', 'home-heart', 'bread', 'phone', 'clock', 'heart', 'truck', 'star']

/** Our host's search, over a few names (the server test covers the real search). */
function searchAnswers() {
  const asked: string[] = []
  server.use(
    http.get('/api/icons/search', ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? ''
      asked.push(query)
      const icons = NAMES.filter((name) => name.includes(query))
      return HttpResponse.json({ prefix: 'tabler', icons, total: icons.length })
    }),
  )
  return asked
}

function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <>
      <IconPicker label="Symbol" value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
    </>
  )
}
const chosen = () => screen.getByTestId('value').textContent

beforeEach(() => {
  server.use(
    http.get('/api/sanctum/csrf-cookie', () => {
      document.cookie = 'XSRF-TOKEN=test-token; Path=/'
      return new HttpResponse(null, { status: 204 })
    }),
  )
})
afterEach(() => i18n.changeLanguage('de'))

describe('icon picker', () => {
  it('finds an icon by search and picks it with the keyboard alone', async () => {
    searchAnswers()
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    await user.click(screen.getByRole('button', { name: /Symbol wählen/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Symbol wählen: Symbol' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Symbole suchen' }), 'home')
    await within(dialog).findByText('3 Symbole gefunden')
    const grid = within(dialog).getByRole('group', { name: /Pfeiltasten/ })
    // The icons are drawn from the data our own host answers (test/icon-api.ts).
    await waitFor(() =>
      expect(
        within(grid).getByRole('button', { name: 'home' }).querySelector('svg path'),
      ).not.toBeNull(),
    )
    await user.tab()
    expect(within(grid).getByRole('button', { name: 'home' })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(within(grid).getByRole('button', { name: 'home-heart' })).toHaveFocus()
    await user.keyboard('{Home}{End}{Enter}')
    await waitFor(() => expect(chosen()).toBe('home-heart'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Symbol home-heart' })).toBeInTheDocument()
  })

  it('shows the chosen icon pressed and removes it', async () => {
    searchAnswers()
    const user = userEvent.setup()
    renderWithProviders(<Harness initial="bread" />)
    await user.click(screen.getByRole('button', { name: 'Symbol bread' }))
    const dialog = await screen.findByRole('dialog')
    const bread = await within(dialog).findByRole('button', { name: 'bread' })
    expect(bread).toHaveAttribute('aria-pressed', 'true')
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Symbol entfernen' }))
    expect(chosen()).toBe('null')
  })

  it('speaks English when English is chosen', async () => {
    searchAnswers()
    await i18n.changeLanguage('en')
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    await user.click(screen.getByRole('button', { name: /Choose an icon/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose an icon: Symbol' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Search icons' }), 'zzz')
    expect(await within(dialog).findByText('No icon found.')).toBeInTheDocument()
  })

  it('says so when the search takes longer than 1500 ms and tries again on request', async () => {
    let calls = 0
    server.use(
      http.get('/api/icons/search', async () => {
        calls += 1
        if (calls === 1) await delay(2500)
        return HttpResponse.json({ prefix: 'tabler', icons: ['star'], total: 1 })
      }),
    )
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    await user.click(screen.getByRole('button', { name: /Symbol wählen/ }))
    const dialog = await screen.findByRole('dialog')
    expect(
      await within(dialog).findByText(
        'Die Symbole konnten nicht geladen werden.',
        {},
        { timeout: 2400 },
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await within(dialog).findByRole('button', { name: 'star' })).toBeInTheDocument()
  })
})
