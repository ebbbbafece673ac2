import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  fieldErrorsFromApiError,
  fieldErrorsFromZod,
  unmatchedErrorMessage,
  type FormErrors,
} from '../../../utils/form-errors'

/**
 * A settings form's errors: the contract's own check before sending, else the server's field
 * errors, and the server's message when no field shows it. `submit` checks and sends.
 */
export function useFormCheck<S extends z.ZodType>({
  schema,
  serverError,
  onSubmit,
}: {
  schema: S
  serverError: unknown
  onSubmit: (body: z.output<S>) => void
}) {
  const { t } = useTranslation()
  const [clientErrors, setClientErrors] = useState<FormErrors>({})
  const checked = Object.keys(clientErrors).length > 0
  const errors = checked ? clientErrors : fieldErrorsFromApiError(serverError)
  const formError = checked ? null : unmatchedErrorMessage(serverError, Object.keys(errors))
  const submit = (values: z.input<S>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      setClientErrors(fieldErrorsFromZod(parsed.error, t))
      return
    }
    setClientErrors({})
    onSubmit(parsed.data)
  }
  return { errors, formError, submit }
}
