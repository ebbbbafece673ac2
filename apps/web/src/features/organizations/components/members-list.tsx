import { Alert, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { useMembers } from '../api/get-members'
import { RoleBadge } from './role-badge'

export function MembersList({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation()
  const members = useMembers(organizationId)
  if (members.isPending) return <CenteredLoader label={t('common.loading')} />
  if (members.isError) return <Alert color="red">{getErrorMessage(members.error)}</Alert>
  if (members.data.length === 0) return <Text c="dimmed">{t('organization.members.empty')}</Text>
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('organization.members.name')}</Table.Th>
            <Table.Th scope="col">{t('organization.members.email')}</Table.Th>
            <Table.Th scope="col">{t('organization.members.role')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.data.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>{member.name}</Table.Td>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>
                <RoleBadge role={member.role} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
