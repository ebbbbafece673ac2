import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLogout, useUser } from '../../../lib/auth'

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}

export function UserMenu() {
  const { t } = useTranslation()
  const { user } = useUser()
  const logout = useLogout()
  if (!user) return null
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('layout.userMenu', { name: user.name })}
          className="sw-header-button"
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar size="sm" radius="xl" color="indigo">
              {initials(user.name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" truncate maw={160}>
              {user.name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/backend/user">
          {t('nav.user.overview')}
        </Menu.Item>
        <Menu.Item component={Link} to="/backend/user/edit">
          {t('nav.user.edit')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void logout()}>
          {t('auth.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
