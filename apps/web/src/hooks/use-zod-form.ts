import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { LazyContract } from '../api/client'
import {
  fieldErrorsFromApiError,
  fieldErrorsFromZod,
  unmatchedErrorMessage,
  type FormErrors,
} from '../utils/form-errors'

interface Options<S extends z.ZodType> {
  /** The contract, or a function that imports it when the form is first sent (LazyContract). */
  schema: S | LazyContract<S>
  /** Reads the form; by default every named input as a string. */
  read?: (data: FormData) => Record<string, unknown>
  onValid: (values: z.input<S>, form: HTMLFormElement) => void
  /** The failed mutation, if any: its field errors go under the inputs. */
  serverError: unknown
}

/**
 * An uncontrolled form checked with a contract before it is sent. Errors: the client's own
 * while they exist, else the server's; whatever matches no input comes back as `formError`.
 */
export function useZodForm<S extends z.ZodType>({
  schema,
  read,
  onValid,
  serverError,
}: Options<S>) {
  const { t } = useTranslation()
  const [clientErrors, setClientErrors] = useState<FormErrors>({})
  const [fieldNames, setFieldNames] = useState<string[]>([])

  function check(contract: S, values: Record<string, unknown>, form: HTMLFormElement) {
    const parsed = contract.safeParse(values)
    if (!parsed.success) {
      setClientErrors(fieldErrorsFromZod(parsed.error, t))
      return
    }
    setClientErrors({})
    onValid(values as z.input<S>, form)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    setFieldNames([...data.keys()])
    const values = read ? read(data) : Object.fromEntries(data)
    if (typeof schema === 'function')
      void schema().then((contract) => check(contract, values, form))
    else check(schema, values, form)
  }

  const hasClientErrors = Object.keys(clientErrors).length > 0
  return {
    handleSubmit,
    errors: hasClientErrors ? clientErrors : fieldErrorsFromApiError(serverError),
    formError: hasClientErrors ? null : unmatchedErrorMessage(serverError, fieldNames),
  }
}
