import { notifications } from '@mantine/notifications'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/render-app'

describe('toasts', () => {
  it('show a toast given before their host was loaded', async () => {
    renderWithProviders(<p>Inhalt</p>)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    notifications.show({ title: 'Gespeichert', message: 'Die Seite ist gespeichert.' })
    expect(await screen.findByText('Die Seite ist gespeichert.')).toBeInTheDocument()
  })
})
