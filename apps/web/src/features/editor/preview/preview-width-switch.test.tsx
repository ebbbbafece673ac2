import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render-app'
import { PreviewWidthSwitch } from './preview-width-switch'

describe('PreviewWidthSwitch', () => {
  it('offers the four widths under its label and reports the one chosen', async () => {
    const onChange = vi.fn()
    renderWithProviders(<PreviewWidthSwitch value="large" onChange={onChange} />)

    expect(screen.getByText('Vorschaubreite')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Groß' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Klein' }))

    expect(onChange).toHaveBeenCalledWith('small')
  })
})
