import { Button, Menu } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useUser } from '../../../lib/auth'
import { useCurrentOrganization } from '../hooks/use-current-organization'

/** Header menu: the user's organisations; choosing one makes it the current organisation. */
export function OrganizationSwitcher({ onSelected }: { onSelected?: (id: number) => void }) {
  const { t } = useTranslation()
  const { user } = useUser()
  const { organizationId, select } = useCurrentOrganization()
  if (!user) return null
  const current = user.organizations.find((organization) => organization.id === organizationId)

  return (
    <Menu position="bottom-start" width={260} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          rightSection={<span aria-hidden="true">▾</span>}
          aria-label={t('organization.switcher.label', {
            current: current?.title ?? t('organization.switcher.none'),
          })}
          maw={{ base: 150, sm: 260 }}
        >
          <span className="sw-truncate">{current?.title ?? t('organization.switcher.none')}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('organization.switcher.heading')}</Menu.Label>
        {user.organizations.map((organization) => (
          <Menu.Item
            key={organization.id}
            aria-current={organization.id === organizationId ? 'true' : undefined}
            fw={organization.id === organizationId ? 600 : undefined}
            onClick={() => {
              select(organization.id)
              onSelected?.(organization.id)
            }}
          >
            {organization.title}
          </Menu.Item>
        ))}
        {user.organizations.length > 0 && <Menu.Divider />}
        <Menu.Item component={Link} to="/backend/organizations/create">
          {t('organization.create.link')}
        </Menu.Item>
        <Menu.Item component={Link} to="/backend/organizations/create-or-request">
          {t('organization.createOrRequest.link')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
