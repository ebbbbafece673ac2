import { UpdateOrganizationBody, type Organization } from '@sitewerk/contracts'
import { Button, Group, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/ui/form-alert'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useUpdateOrganization } from '../api/update-organization'

/** Owners rename their organisation. */
export function RenameOrganizationForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation()
  const update = useUpdateOrganization()
  const form = useZodForm({
    schema: UpdateOrganizationBody,
    serverError: update.error,
    onValid: (body) =>
      update.mutate(
        { id: organization.id, body },
        {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t('organization.renamed') }),
        },
      ),
  })
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <FormAlert message={form.formError} />
      <Group align="flex-end" gap="sm">
        <TextInput
          name="title"
          label={t('organization.fields.title')}
          defaultValue={organization.title}
          required
          error={form.errors.title}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" loading={update.isPending} mb={form.errors.title ? 22 : 0}>
          {t('organization.rename')}
        </Button>
      </Group>
    </form>
  )
}
