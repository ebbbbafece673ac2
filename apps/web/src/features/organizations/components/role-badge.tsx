import type { OrganizationRole } from '@sitewerk/contracts'
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export function RoleBadge({ role }: { role: OrganizationRole | null }) {
  const { t } = useTranslation()
  if (!role) return null
  return (
    <Badge variant="light" color={role === 'owner' ? 'indigo' : 'gray'}>
      {role === 'owner' ? t('organization.roles.owner') : t('organization.roles.member')}
    </Badge>
  )
}
