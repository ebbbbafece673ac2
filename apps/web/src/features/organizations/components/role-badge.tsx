import type { OrganizationRole } from '@sitewerk/contracts'
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const COLORS: Record<OrganizationRole, string> = { owner: 'indigo', admin: 'teal', editor: 'gray' }

export function RoleBadge({ role }: { role: OrganizationRole | null }) {
  const { t } = useTranslation()
  if (!role) return null
  return (
    <Badge variant="light" color={COLORS[role]}>
      {t(`organization.roles.${role}`)}
    </Badge>
  )
}
