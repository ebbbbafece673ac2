import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CenteredLoader } from '../../components/ui/centered-loader'
import { QueryError } from '../../components/ui/query-error'
import { ScreenTitle } from '../../components/ui/screen-title'
import { SectionCard } from '../../components/ui/section-card'
import { AppearanceForm } from '../../features/organizations/components/appearance-form'
import { useCurrentOrganization } from '../../hooks/use-current-organization'
import { useColorsets } from '../../features/themes/api/colorsets'

/**
 * /backend/organization/settings/appearance, a tab of the settings: the colour set the back office wears for the
 * organisation (organisations and colour sets, composed here).
 */
export function OrganizationAppearanceRoute() {
  const { t } = useTranslation()
  const current = useCurrentOrganization()
  const colorsets = useColorsets()

  const failed = current.error ?? colorsets.error
  let content
  if (current.isLoading || colorsets.isPending) {
    content = <CenteredLoader label={t('common.loading')} />
  } else if (!current.organization || !colorsets.data) {
    content = (
      <QueryError
        title={t('organization.appearance.loadFailed')}
        error={failed}
        onRetry={() => void Promise.all([current.reload(), colorsets.refetch()])}
      />
    )
  } else {
    content = (
      <SectionCard id="appearance-colorset-title" title={t('organization.appearance.section')}>
        <AppearanceForm
          // by organisation only: a remount after saving would drop the mutation's notification
          key={current.organization.id}
          organization={current.organization}
          colorsets={colorsets.data}
          createColorsetPath="/backend/organization/settings/colorsets/create"
        />
      </SectionCard>
    )
  }
  return (
    <Stack gap="lg" maw={960}>
      <ScreenTitle order={2}>{t('organization.appearance.title')}</ScreenTitle>
      {content}
    </Stack>
  )
}
