import { CreateOrganizationBody } from '@sitewerk/contracts'
import { Button, Stack, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/ui/form-alert'
import { useZodForm } from '../../../hooks/use-zod-form'

interface OrganizationTitleFormProps {
  submitLabel: string
  description?: string
  isPending: boolean
  serverError: unknown
  onSubmit: (title: string) => void
}

/** The one field of creating (or asking to join) an organisation. */
export function OrganizationTitleForm({
  submitLabel,
  description,
  isPending,
  serverError,
  onSubmit,
}: OrganizationTitleFormProps) {
  const { t } = useTranslation()
  const form = useZodForm({
    schema: CreateOrganizationBody,
    serverError,
    onValid: (values) => onSubmit(values.title),
  })
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={form.formError} />
        <TextInput
          name="title"
          label={t('organization.fields.title')}
          description={description}
          required
          error={form.errors.title}
        />
        <Button type="submit" loading={isPending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  )
}
