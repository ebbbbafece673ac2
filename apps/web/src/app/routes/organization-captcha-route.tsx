import { Stack } from '@mantine/core'
import type { CaptchaSettings, Organization } from '@sitewerk/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { CenteredLoader } from '../../components/ui/centered-loader'
import { QueryError } from '../../components/ui/query-error'
import { RouteTabs, useRouteTab } from '../../components/ui/route-tabs'
import { ScreenTitle } from '../../components/ui/screen-title'
import { SectionCard } from '../../components/ui/section-card'
import { useCaptchaSettings } from '../../features/captcha/api/captcha-settings'
import { CaptchaIntegration } from '../../features/captcha/components/captcha-integration'
import { CaptchaSettingsForm } from '../../features/captcha/components/captcha-settings-form'
import { organizationQueryKey } from '../../api/queries/get-organization'
import { useCurrentOrganization } from '../../hooks/use-current-organization'
import { useDocumentTitle } from '../../hooks/use-document-title'

const BASE = '/backend/organization/captcha'
const TABS = ['settings', 'integration'] as const

/** Both tabs need the organisation and its captcha settings loaded. */
function CaptchaTab({
  render,
}: {
  render: (organization: Organization, settings: CaptchaSettings) => ReactNode
}) {
  const { t } = useTranslation()
  const current = useCurrentOrganization()
  const settings = useCaptchaSettings(current.organizationId ?? 0)
  if (current.isLoading || settings.isPending) return <CenteredLoader label={t('common.loading')} />
  if (!current.organization || !settings.data)
    return (
      <QueryError
        title={t('captcha.loadFailed')}
        error={current.error ?? settings.error}
        onRetry={() => void Promise.all([current.reload(), settings.refetch()])}
      />
    )
  return render(current.organization, settings.data)
}

/** spec §2 /backend/organization/captcha: its children settings and integration as tabs. */
export function OrganizationCaptchaRoute() {
  const { t } = useTranslation()
  const { tab } = useRouteTab(TABS)
  useDocumentTitle(t('captcha.title'))
  if (!tab) return <Navigate to={`${BASE}/settings`} replace />
  return (
    <Stack gap="lg" maw={960}>
      <ScreenTitle>{t('captcha.title')}</ScreenTitle>
      <RouteTabs tabs={TABS} label={(name) => t(`captcha.tabs.${name}`)} />
    </Stack>
  )
}

export function CaptchaSettingsRoute() {
  const { t } = useTranslation()
  return (
    <CaptchaTab
      render={(organization, settings) => (
        <SectionCard id="captcha-settings-title" title={t('captcha.settings.title')}>
          <CaptchaSettingsForm
            key={organization.id}
            organizationId={organization.id}
            settings={settings}
            canEdit={organization.role === 'owner'}
          />
        </SectionCard>
      )}
    />
  )
}

export function CaptchaIntegrationRoute() {
  const client = useQueryClient()
  return (
    <CaptchaTab
      render={(organization, settings) => (
        <CaptchaIntegration
          organizationId={organization.id}
          enabled={settings.enabled}
          apiKey={organization.api_key}
          origin={window.location.origin}
          settingsPath={`${BASE}/settings`}
          onKeyRotated={(apiKey) =>
            client.setQueryData(organizationQueryKey(organization.id), {
              ...organization,
              api_key: apiKey,
            })
          }
        />
      )}
    />
  )
}
