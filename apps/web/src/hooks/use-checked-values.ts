import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  fieldErrorsFromApiError,
  fieldErrorsFromZod,
  unmatchedErrorMessage,
  type FormErrors,
} from '../utils/form-errors'

/**
 * A controlled form checked with a contract before it is sent: `check(values)` gives the parsed
 * body, or null and shows the field errors. Errors: the client's own while they exist, else the
 * server's; what matches none of `fieldNames` comes back as `formError`.
 */
export function useCheckedValues<S extends z.ZodType>({
  schema,
  serverError,
  fieldNames,
}: {
  schema: S
  serverError: unknown
  fieldNames: readonly string[]
}) {
  const { t } = useTranslation()
  const [clientErrors, setClientErrors] = useState<FormErrors>({})

  function check(values: unknown): z.output<S> | null {
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      setClientErrors(fieldErrorsFromZod(parsed.error, t))
      return null
    }
    setClientErrors({})
    return parsed.data
  }

  const hasClientErrors = Object.keys(clientErrors).length > 0
  return {
    check,
    errors: hasClientErrors ? clientErrors : fieldErrorsFromApiError(serverError),
    formError: hasClientErrors ? null : unmatchedErrorMessage(serverError, fieldNames),
  }
}
