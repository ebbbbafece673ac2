import { Anchor, Group, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { RouteTabs } from '../../../components/ui/route-tabs'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useForm } from '../api/forms'

/** spec §2 children of /puronectar/forms/{id}: each tab is a route. */
const TABS = ['index', 'form', 'settings', 'data'] as const

/** /puronectar/forms/{id}: the form's title, its tabs (overview, fields, settings, data) and one open. */
export function FormScreen() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const form = useForm(id)
  if (form.isPending) return <CenteredLoader label={t('common.loading')} />
  if (form.isError)
    return (
      <QueryError
        title={t('forms.detail.loadFailed')}
        error={form.error}
        onRetry={() => void form.refetch()}
        addressed
      />
    )
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="baseline">
        <ScreenTitle>{form.data.title}</ScreenTitle>
        <Anchor component={Link} to="/puronectar/forms" size="sm">
          {t('forms.detail.back')}
        </Anchor>
      </Group>
      <RouteTabs tabs={TABS} label={(name) => t(`forms.tabs.${name}`)} context={form.data} />
    </Stack>
  )
}
