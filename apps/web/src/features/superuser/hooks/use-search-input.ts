import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { fieldErrorsFromApiError, fieldErrorsFromZod } from '../../../utils/form-errors'

const SEARCH_DELAY_MS = 300

/**
 * A list's search box. What is typed is checked with the list's contract at once (a message in
 * the screen's language, say for more than 200 characters) and goes into the address after a
 * pause, or at once with Enter, only when it passes. A search from the address (back, a link)
 * replaces what was typed. `loadError` is the list's failed load: its 422 on `search` is shown
 * under the box as well.
 */
export function useSearchInput({
  schema,
  fromAddress,
  onSearch,
  loadError,
}: {
  schema: z.ZodType
  fromAddress: string
  onSearch: (search: string) => void
  loadError: unknown
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(fromAddress)
  const [seen, setSeen] = useState(fromAddress)
  if (fromAddress !== seen) {
    setSeen(fromAddress)
    setText(fromAddress)
  }
  const check = (value: string) => {
    const parsed = schema.safeParse({ search: value })
    return parsed.success ? null : (fieldErrorsFromZod(parsed.error, t).search ?? null)
  }
  const apply = useDebouncedCallback((value: string) => {
    if (!check(value)) onSearch(value)
  }, SEARCH_DELAY_MS)
  const error = check(text) ?? fieldErrorsFromApiError(loadError).search ?? null
  return {
    value: text,
    error,
    onChange: (value: string) => {
      setText(value)
      apply(value)
    },
    onSubmit: () => apply.flush(),
  }
}
