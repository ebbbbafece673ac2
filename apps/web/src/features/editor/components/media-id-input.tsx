import type { MediaInputValue } from '@sitewerk/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { MediaInput } from '../../../components/media-input/media-input'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'
import { getMediaFileQueryOptions } from '../../../api/queries/get-media-file'
import { toMediaInputValue } from '../../../utils/media-file-view'

/**
 * A media input for a field that stores only the file's id (a page's share image, an article's
 * background): a file chosen now shows at once; a file chosen earlier is read from the library
 * (GET media/files/{id}) so it shows with its name and size, not as a bare number.
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
  const organizationId = useStoredOrganizationId()
  const stored = useQuery({
    ...getMediaFileQueryOptions(organizationId, value ?? 0),
    enabled: organizationId !== null && value !== null && chosen?.id !== value,
  })
  const shown =
    value === null
      ? null
      : chosen?.id === value
        ? chosen
        : stored.data
          ? toMediaInputValue(stored.data)
          : {
              id: value,
              filename: `#${value}`,
              name: null,
              width: 0,
              height: 0,
              size: 0,
              alt: null,
            }
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
