import { Divider, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SiteSwitcher } from '../../features/sites/components/site-switcher'
import { SideNav } from '../components/side-nav'
import { BackendLayout } from './backend-layout'

function SiteNav() {
  const { t } = useTranslation()
  return (
    <>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs">
        {t('nav.site.label')}
      </Text>
      <Divider my="xs" />
      <SideNav
        items={[
          { to: '/puronectar/site', label: t('nav.site.overview') },
          { to: '/puronectar/site/domains', label: t('nav.site.domains') },
          { to: '/puronectar/site/variables', label: t('nav.site.variables') },
          { to: '/puronectar/layouts', label: t('nav.site.layouts'), end: false },
          { to: '/puronectar/themes', label: t('nav.site.themes'), end: false },
          {
            to: '/puronectar/media/categories',
            match: '/puronectar/media',
            label: t('nav.site.media'),
            end: false,
          },
          { to: '/puronectar/settings/hub', label: t('nav.site.settings') },
        ]}
      />
      <Divider my="xs" />
      <SideNav
        items={[
          { to: '/backend/organization', label: t('nav.site.organization') },
          { to: '/backend/organization/sites', label: t('nav.site.allSites') },
        ]}
      />
    </>
  )
}

/** spec §9 layout 'backend' for the site admin (/puronectar): site switcher and site navigation. */
export function BackendSiteLayout() {
  const { t } = useTranslation()
  return (
    <BackendLayout
      navLabel={t('nav.site.label')}
      navbar={<SiteNav />}
      headerExtra={<SiteSwitcher />}
    />
  )
}
