import { Button, Group, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from './form-alert'

/**
 * A form the app checks itself before sending (so the browser does not: noValidate): the
 * form-level error first, then the fields.
 */
export function CheckedForm({
  onSubmit,
  formError,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  formError: string | null | undefined
  children: ReactNode
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        {children}
      </Stack>
    </form>
  )
}

/** The buttons at the end of a form: submit, and cancel where the form can be left. */
export function FormActions({
  submitLabel,
  isPending,
  onCancel,
}: {
  submitLabel: string
  isPending: boolean
  onCancel?: () => void
}) {
  const { t } = useTranslation()
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      )}
      <Button type="submit" loading={isPending}>
        {submitLabel}
      </Button>
    </Group>
  )
}
