import { Divider, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { usePaymentsConfig } from '../../features/billing/api/payments-config'
import { SuspensionNotice } from '../../features/organizations/components/suspension-notice'
import { useCurrentOrganization } from '../../hooks/use-current-organization'
import { useOrganizationRole } from '../../features/organizations/hooks/use-organization-role'
import { SideNav } from '../components/side-nav'
import { BackendLayout } from './backend-layout'

function OrganizationNav() {
  const { t } = useTranslation()
  const { organization } = useCurrentOrganization()
  // editors see what they may use (decision 031): no themes, colour sets or settings; invoices
  // and payment methods are the owners'
  const { isAdmin, isOwner } = useOrganizationRole()
  return (
    <>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs" truncate>
        {organization?.title ?? t('nav.organization.label')}
      </Text>
      <Divider my="xs" />
      <SideNav
        items={[
          { to: '/backend/organization', label: t('nav.organization.overview') },
          { to: '/backend/organization/sites', label: t('nav.organization.sites'), end: false },
          ...(isAdmin
            ? [
                {
                  to: '/backend/organization/themes',
                  label: t('nav.organization.themes'),
                  end: false,
                },
              ]
            : []),
          { to: '/backend/organization/team', label: t('nav.organization.team') },
          {
            to: '/backend/organization/services',
            label: t('nav.organization.services'),
            end: false,
          },
          ...(isOwner
            ? [
                {
                  to: '/backend/organization/payments',
                  label: t('nav.organization.payments'),
                  end: false,
                },
              ]
            : []),
          { to: '/backend/user', label: t('nav.organization.myOrganizations') },
        ]}
      />
      {isAdmin && <OrganizationSettingsNav />}
    </>
  )
}

function OrganizationSettingsNav() {
  const { t } = useTranslation()
  return (
    <>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="md">
        {t('nav.organization.settings')}
      </Text>
      <SideNav
        items={[
          {
            to: '/backend/organization/settings',
            label: t('nav.organization.general'),
          },
          {
            to: '/backend/organization/settings/appearance',
            label: t('nav.organization.appearance'),
          },
          {
            to: '/backend/organization/settings/colorsets',
            label: t('nav.organization.colorsets'),
            end: false,
          },
          { to: '/backend/organization/captcha', label: t('nav.organization.captcha'), end: false },
        ]}
      />
    </>
  )
}

/** spec §9 layout 'backend-organization': the backend with the organisation's navigation. */
export function BackendOrganizationLayout() {
  const { t } = useTranslation()
  // spec §4, §7: the card provider's public key is loaded once the user is authenticated
  usePaymentsConfig()
  return (
    <BackendLayout
      navLabel={t('nav.organization.label')}
      navbar={<OrganizationNav />}
      notice={<SuspensionNotice />}
    />
  )
}
