import { buildDataSchema, type FormField } from '@sitewerk/contracts'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  fieldErrorsFromApiError,
  fieldErrorsFromZod,
  fieldErrorsUnder,
  unmatchedErrorMessage,
  type FormErrors,
} from '../../utils/form-errors'
import { fieldPaths, initialValues, type FormValues } from './values'

interface Options {
  fields: readonly FormField[]
  /** The stored data the form starts from. */
  data: unknown
  /** Where the server puts this form's errors: 'variables' for 'variables.headline'. */
  serverPath?: string
  /** The failed mutation, if any. */
  serverError: unknown
  /** Called with the checked data (empty optional values dropped) when the form is valid. */
  onValid: (data: Record<string, unknown>) => void
}

/**
 * State and checks of a SchemaForm: the data is checked on the client with the same
 * `buildDataSchema` the server uses, before it is sent; after the first submit on every change.
 * Errors: the client's own while they exist, else the server's, mapped onto the same inputs.
 */
export function useSchemaForm({ fields, data, serverPath, serverError, onValid }: Options) {
  const { t } = useTranslation()
  const [values, setValues] = useState(() => initialValues(fields, data))
  const [clientErrors, setClientErrors] = useState<FormErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const schema = useMemo(() => buildDataSchema(fields), [fields])

  function check(next: FormValues) {
    const parsed = schema.safeParse(next, { reportInput: true })
    setClientErrors(parsed.success ? {} : fieldErrorsFromZod(parsed.error, t))
    return parsed
  }

  function onChange(next: FormValues) {
    setValues(next)
    if (submitted) check(next)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    const parsed = check(values)
    if (parsed.success) onValid(parsed.data)
  }

  const hasClientErrors = Object.keys(clientErrors).length > 0
  const paths = fieldPaths(fields, values).map((path) =>
    serverPath ? `${serverPath}.${path}` : path,
  )
  return {
    values,
    onChange,
    handleSubmit,
    errors: hasClientErrors
      ? clientErrors
      : fieldErrorsUnder(fieldErrorsFromApiError(serverError), serverPath),
    formError: hasClientErrors ? null : unmatchedErrorMessage(serverError, paths),
  }
}
