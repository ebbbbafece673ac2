import { TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { getErrorMessage, isApiError } from '../../api/client'
import { CheckedForm, FormActions } from './checked-form'

/**
 * One title to give or change (a media category, a reusable section), checked with the contract
 * before it is sent: the server's field error on `title` shows at the field, any other at the top.
 */
export function TitleForm({
  label,
  initial = '',
  maxLength,
  parse,
  invalidMessage,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string
  initial?: string
  maxLength: number
  /** The title as it is sent, or null when the contract refuses it. */
  parse: (title: string) => string | null
  invalidMessage: string
  submitLabel: string
  onSubmit: (title: string) => Promise<unknown>
  onCancel: () => void
}) {
  const [title, setTitle] = useState(initial)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = parse(title)
    if (parsed === null) {
      setFieldError(invalidMessage)
      return
    }
    setPending(true)
    setFieldError(null)
    setFormError(null)
    try {
      await onSubmit(parsed)
    } catch (error) {
      const message = isApiError(error) ? error.errors.title?.[0] : undefined
      if (message) setFieldError(message)
      else setFormError(getErrorMessage(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <CheckedForm onSubmit={(event) => void submit(event)} formError={formError}>
      <TextInput
        label={label}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={fieldError}
        maxLength={maxLength}
        required
        data-autofocus
      />
      <FormActions submitLabel={submitLabel} isPending={pending} onCancel={onCancel} />
    </CheckedForm>
  )
}
