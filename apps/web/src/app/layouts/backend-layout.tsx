import { AppShell, Box, Burger, Group, Text, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useNavigate } from 'react-router'
import { UserMenu } from '../../features/auth/components/user-menu'
import { NotificationBell } from '../../features/notifications/components/notification-bell'
import { OrganizationSwitcher } from '../../features/organizations/components/organization-switcher'
import { useCurrentOrganization } from '../../features/organizations/hooks/use-current-organization'
import { LanguageSwitch } from '../components/language-switch'
import { MAIN_CONTENT_ID } from './base-layout'

/** `compact` hides the name on narrow screens, where the header needs the room. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation()
  return (
    <UnstyledButton component={Link} to="/backend/user" aria-label={t('layout.home')}>
      <Group gap={8} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <rect width="28" height="28" rx="7" fill="var(--mantine-primary-color-filled)" />
          <path
            d="M8 17.5c1.2 1.4 3 2.2 5.2 2.2 2.6 0 4.3-1.2 4.3-3.1 0-4-9-2.4-9-7 0-1.9 1.7-3.3 4.4-3.3 1.8 0 3.4.6 4.5 1.7"
            fill="none"
            stroke="var(--mantine-primary-color-contrast)"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
        <Text fw={700} size="lg" c="inherit" visibleFrom={compact ? 'sm' : undefined}>
          {t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  )
}

interface BackendLayoutProps {
  navbar?: ReactNode
  navLabel?: string
  /**
   * More of the header after the organisation switcher (the site admin's site switcher); on narrow
   * screens it takes the organisation switcher's place.
   */
  headerExtra?: ReactNode
}

/**
 * Header and navigation wear the organisation's colour set where it is readable (ChromeProvider
 * sets `--sw-chrome-*`); without one they keep the default look.
 */
const chromeSurface = {
  background: 'var(--sw-chrome-bg, var(--mantine-color-body))',
  color: 'var(--sw-chrome-color, var(--mantine-color-text))',
}
const chromeHeader = {
  ...chromeSurface,
  borderBottom: 'var(--sw-chrome-accent-border, 1px solid var(--app-shell-border-color))',
}

/**
 * spec §9 layout 'backend': header with organisation switcher, the organisation's notifications,
 * language and user menu.
 */
export function BackendLayout({ navbar, navLabel, headerExtra }: BackendLayoutProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [opened, { toggle, close }] = useDisclosure(false)
  // Once the organisation has loaded, its id is the one the API client sends.
  const { organization } = useCurrentOrganization()

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={navbar ? { width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding="lg"
    >
      <AppShell.Header style={chromeHeader}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap" miw={0}>
            {navbar && (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? t('layout.closeNavigation') : t('layout.openNavigation')}
              />
            )}
            <Logo compact />
            <Box visibleFrom={headerExtra ? 'sm' : undefined}>
              <OrganizationSwitcher onSelected={() => navigate('/backend/organization')} />
            </Box>
            {headerExtra}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {organization && <NotificationBell organizationId={organization.id} />}
            <LanguageSwitch />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {navbar && (
        <AppShell.Navbar p="sm" aria-label={navLabel} onClick={close} style={chromeSurface}>
          {navbar}
        </AppShell.Navbar>
      )}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
