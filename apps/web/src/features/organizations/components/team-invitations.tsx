import {
  fromDbDateTime,
  InvitationBody,
  ORGANIZATION_ROLES,
  type OrganizationRole,
} from '@sitewerk/contracts'
import { Alert, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { FormAlert } from '../../../components/ui/form-alert'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useCreateInvitation } from '../api/create-invitation'
import { useInvitations } from '../api/get-invitations'
import { useRevokeInvitation } from '../api/revoke-invitation'
import { useOrganizationRole } from '../hooks/use-organization-role'

/** Invite by e-mail with a role (owners only owners); the open invitations with revoke and expiry. */
export function TeamInvitations({ organizationId }: { organizationId: number }) {
  const { t, i18n } = useTranslation()
  const { isOwner } = useOrganizationRole()
  const invitations = useInvitations(organizationId)
  const create = useCreateInvitation(organizationId)
  const revoke = useRevokeInvitation(organizationId)
  const [role, setRole] = useState<OrganizationRole>('editor')
  const form = useZodForm({
    schema: InvitationBody,
    serverError: create.error,
    onValid: (body, element) =>
      create.mutate(body, {
        onSuccess: (invitation) => {
          notifications.show({
            color: 'green',
            message: t('organization.team.invited', { email: invitation.email }),
          })
          element.reset()
          setRole('editor')
        },
      }),
  })
  // stable, or the Select resets itself on every render
  const roleOptions = useMemo(
    () =>
      ORGANIZATION_ROLES.filter((r) => isOwner || r !== 'owner').map((r) => ({
        value: r,
        label: t(`organization.roles.${r}`),
      })),
    [isOwner, t],
  )
  const date = (value: string) =>
    fromDbDateTime(value).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

  return (
    <Stack gap="md">
      <form onSubmit={form.handleSubmit} noValidate>
        <FormAlert message={form.formError} />
        <Group align="flex-start" gap="sm">
          <TextInput
            name="email"
            type="email"
            label={t('organization.team.email')}
            required
            error={form.errors.email}
            style={{ flex: 1, minWidth: 220 }}
          />
          <input type="hidden" name="role" value={role} />
          <Select
            label={t('organization.members.role')}
            data={roleOptions}
            value={role}
            allowDeselect={false}
            onChange={(value) => value && setRole(value as OrganizationRole)}
            error={form.errors.role}
            w={190}
          />
          <Button type="submit" loading={create.isPending} mt={25}>
            {t('organization.team.invite')}
          </Button>
        </Group>
      </form>
      {invitations.isPending ? (
        <CenteredLoader label={t('common.loading')} />
      ) : invitations.isError ? (
        <Alert color="red">{getErrorMessage(invitations.error)}</Alert>
      ) : invitations.data.length === 0 ? (
        <Text c="dimmed">{t('organization.team.noInvitations')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('organization.members.email')}</Table.Th>
                <Table.Th scope="col">{t('organization.members.role')}</Table.Th>
                <Table.Th scope="col">{t('organization.team.expires')}</Table.Th>
                <Table.Th scope="col">{t('organization.team.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.data.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>{invitation.email}</Table.Td>
                  <Table.Td>{t(`organization.roles.${invitation.role}`)}</Table.Td>
                  <Table.Td>
                    {invitation.status === 'expired' ? (
                      <Badge color="red" variant="light">
                        {t('organization.team.expired')}
                      </Badge>
                    ) : (
                      date(invitation.expires_at)
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={t('organization.team.revokeFor', { email: invitation.email })}
                      loading={revoke.isPending && revoke.variables === invitation.id}
                      onClick={() =>
                        revoke.mutate(invitation.id, {
                          onSuccess: () =>
                            notifications.show({
                              color: 'green',
                              message: t('organization.team.revoked', { email: invitation.email }),
                            }),
                          onError: (error) =>
                            notifications.show({ color: 'red', message: getErrorMessage(error) }),
                        })
                      }
                    >
                      {t('organization.team.revoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
