import { Divider, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRegisterComponents } from '../../api/queries/get-components'
import { SuspensionNotice } from '../../features/organizations/components/suspension-notice'
import { useOrganizationRole } from '../../features/organizations/hooks/use-organization-role'
import { SiteSwitcher } from '../../features/sites/components/site-switcher'
import { useCurrentSite } from '../../features/sites/hooks/use-current-site'
import { SideNav } from '../components/side-nav'
import { BackendLayout } from './backend-layout'

function SiteNav() {
  const { t } = useTranslation()
  const { site } = useCurrentSite()
  // "Einstellungen" are the current site's own (title, description, address): its settings
  // screen; the installation's hub settings are a separate item (issue 13)
  const settings = site ? `/backend/organization/sites/${site.id}` : '/backend/organization/sites'
  // editors work on pages, navigation, media and form entries (decision 031)
  const { isAdmin } = useOrganizationRole()
  const adminOnly = <T,>(items: T[]) => (isAdmin ? items : [])
  return (
    <>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs">
        {t('nav.site.label')}
      </Text>
      <Divider my="xs" />
      <SideNav
        items={[
          { to: '/puronectar/site', label: t('nav.site.overview') },
          { to: '/puronectar/site/navigation', label: t('nav.site.navigation') },
          { to: '/puronectar/site/redirects', label: t('nav.site.redirects') },
          ...adminOnly([
            { to: '/puronectar/site/domains', label: t('nav.site.domains') },
            { to: '/puronectar/site/variables', label: t('nav.site.variables') },
            { to: '/puronectar/layouts', label: t('nav.site.layouts'), end: false },
            { to: '/puronectar/themes', label: t('nav.site.themes'), end: false },
            { to: '/puronectar/components', label: t('nav.site.components'), end: false },
          ]),
          { to: '/puronectar/forms', label: t('nav.site.forms'), end: false },
          {
            to: '/puronectar/media/categories',
            match: '/puronectar/media',
            label: t('nav.site.media'),
            end: false,
          },
          ...adminOnly([{ to: settings, label: t('nav.site.settings') }]),
          { to: '/puronectar/settings/hub', label: t('nav.site.hub') },
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
  // spec §4: global components are registered on entering the site admin
  useRegisterComponents()
  return (
    <BackendLayout
      navLabel={t('nav.site.label')}
      navbar={<SiteNav />}
      headerExtra={<SiteSwitcher />}
      notice={<SuspensionNotice />}
    />
  )
}
