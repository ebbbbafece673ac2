import { AppShell, Box, Burger, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useNavigate } from 'react-router'
import { UserMenu } from '../../features/auth/components/user-menu'
import { NotificationBell } from '../../features/notifications/components/notification-bell'
import { OrganizationSwitcher } from '../../features/organizations/components/organization-switcher'
import { useCurrentOrganization } from '../../hooks/use-current-organization'
import { LanguageSwitch } from '../components/language-switch'
import { MAIN_CONTENT_ID } from './base-layout'
import { Logo } from './logo'

interface BackendLayoutProps {
  navbar?: ReactNode
  navLabel?: string
  /**
   * More of the header after the organisation switcher (the site admin's site switcher); on narrow
   * screens it takes the organisation switcher's place.
   */
  headerExtra?: ReactNode
  /** Shown above every screen of the layout (an organisation's suspension). */
  notice?: ReactNode
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
export function BackendLayout({ navbar, navLabel, headerExtra, notice }: BackendLayoutProps) {
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
        {notice}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
