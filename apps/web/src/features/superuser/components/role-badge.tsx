import { Badge } from '@mantine/core'
import type { OrganizationRole } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'

const COLORS: Record<OrganizationRole, string> = { owner: 'indigo', admin: 'teal', editor: 'gray' }

/** A member's role, in the words of the team screen (decision 031). */
export function RoleBadge({ role }: { role: OrganizationRole }) {
  const { t } = useTranslation()
  return (
    <Badge variant="light" color={COLORS[role]}>
      {t(`organization.roles.${role}`)}
    </Badge>
  )
}
