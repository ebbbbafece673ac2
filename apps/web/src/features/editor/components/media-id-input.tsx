import type { MediaInputValue } from '@sitewerk/contracts'
import { useState } from 'react'
import { MediaInput } from '../../../components/media-input/media-input'

/**
 * A media input for a field that stores only the file's id (a page's share image, an article's
 * background): the chosen file's details are kept while the panel is open.
 */
export function MediaIdInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: number | null
  onChange: (id: number | null) => void
  error?: string
}) {
  const [chosen, setChosen] = useState<MediaInputValue | null>(null)
  const shown =
    value === null
      ? null
      : chosen?.id === value
        ? chosen
        : { id: value, filename: `#${value}`, name: null, width: 0, height: 0, size: 0, alt: null }
  return (
    <MediaInput
      label={label}
      value={shown}
      error={error}
      onChange={(file) => {
        setChosen(file)
        onChange(file?.id ?? null)
      }}
    />
  )
}
