import { ORGANIZATION_ROLES, type Member, type OrganizationRole } from '@sitewerk/contracts'
import { Alert, Select, Table } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { useUser } from '../../../lib/auth'
import { useMembers } from '../api/get-members'
import { useChangeMemberRole } from '../api/change-member-role'
import { useRemoveMember } from '../api/remove-member'
import { useOrganizationRole } from '../hooks/use-organization-role'
import { RoleBadge } from './role-badge'
import { RowActions, RowDeleteButton } from '../../../components/ui/row-actions'

/**
 * The members with their roles; what the current user's role allows is offered (decision 031):
 * admins change and remove admins and editors, owners anyone; everybody may leave.
 */
export function TeamMembers({
  organizationId,
  onLeft,
}: {
  organizationId: number
  onLeft: () => void
}) {
  const { t } = useTranslation()
  const { user } = useUser()
  const { isAdmin, isOwner } = useOrganizationRole()
  const members = useMembers(organizationId)
  const changeRole = useChangeMemberRole(organizationId)
  const remove = useRemoveMember(organizationId)
  // stable, or the Selects reset themselves on every render
  const roleOptions = useMemo(
    () =>
      ORGANIZATION_ROLES.filter((role) => isOwner || role !== 'owner').map((role) => ({
        value: role,
        label: t(`organization.roles.${role}`),
      })),
    [isOwner, t],
  )
  if (members.isPending) return <CenteredLoader label={t('common.loading')} />
  if (members.isError) return <Alert color="red">{getErrorMessage(members.error)}</Alert>

  const mayManage = (member: Member) => isAdmin && (member.role !== 'owner' || isOwner)
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: getErrorMessage(error) })

  function confirmRemove(member: Member) {
    const leaving = member.id === user?.id
    modals.openConfirmModal({
      title: leaving ? t('organization.team.leaveTitle') : t('organization.team.removeTitle'),
      children: leaving
        ? t('organization.team.leaveText')
        : t('organization.team.removeText', { name: member.name }),
      labels: {
        confirm: leaving ? t('organization.team.leave') : t('organization.team.remove'),
        cancel: t('common.cancel'),
      },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(member.id, {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              message: leaving
                ? t('organization.team.left')
                : t('organization.team.removed', { name: member.name }),
            })
            if (leaving) onLeft()
          },
          onError: failed,
        }),
    })
  }

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('organization.members.name')}</Table.Th>
            <Table.Th scope="col">{t('organization.members.email')}</Table.Th>
            <Table.Th scope="col">{t('organization.members.role')}</Table.Th>
            <Table.Th scope="col">{t('organization.team.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.data.map((member) => {
            const self = member.id === user?.id
            return (
              <Table.Tr key={member.id}>
                <Table.Td>{member.name}</Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>
                  {mayManage(member) ? (
                    <Select
                      aria-label={t('organization.team.roleOf', { name: member.name })}
                      data={roleOptions}
                      value={member.role}
                      allowDeselect={false}
                      w={170}
                      disabled={changeRole.isPending}
                      onChange={(value) =>
                        value &&
                        value !== member.role &&
                        changeRole.mutate(
                          { userId: member.id, role: value as OrganizationRole },
                          {
                            onSuccess: () =>
                              notifications.show({
                                color: 'green',
                                message: t('organization.team.roleChanged', { name: member.name }),
                              }),
                            onError: failed,
                          },
                        )
                      }
                    />
                  ) : (
                    <RoleBadge role={member.role} />
                  )}
                </Table.Td>
                <Table.Td>
                  <RowActions>
                    {self ? (
                      <RowDeleteButton onClick={() => confirmRemove(member)}>
                        {t('organization.team.leave')}
                      </RowDeleteButton>
                    ) : (
                      mayManage(member) && (
                        <RowDeleteButton
                          label={t('organization.team.removeNamed', { name: member.name })}
                          onClick={() => confirmRemove(member)}
                        >
                          {t('organization.team.remove')}
                        </RowDeleteButton>
                      )
                    )}
                  </RowActions>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
