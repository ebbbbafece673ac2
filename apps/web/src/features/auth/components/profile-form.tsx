import { UpdateUserBody, type User } from '@sitewerk/contracts'
import { Button, Group, Stack, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/ui/form-alert'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useUpdateUser } from '../api/update-user'
import { EmailInput } from './email-input'

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation()
  const update = useUpdateUser()
  const form = useZodForm({
    schema: UpdateUserBody,
    serverError: update.error,
    onValid: (values) =>
      update.mutate(values, {
        onSuccess: () => notifications.show({ color: 'green', message: t('user.edit.saved') }),
      }),
  })

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-labelledby="profile-form-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="profile-form-title">
          {t('user.edit.profileTitle')}
        </Title>
        <FormAlert message={form.formError} />
        <TextInput
          name="name"
          label={t('auth.fields.name')}
          autoComplete="name"
          defaultValue={user.name}
          required
          error={form.errors.name}
        />
        <EmailInput
          description={t('user.edit.emailHint')}
          autoComplete="email"
          defaultValue={user.email}
          error={form.errors.email}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
