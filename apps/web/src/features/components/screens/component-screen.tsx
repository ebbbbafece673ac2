import { Alert, Badge, Button, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Component } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { RouteTabs } from '../../../components/ui/route-tabs'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useComponentText } from '../../../hooks/use-component-text'
import { useUser } from '../../../lib/auth'
import { useComponent } from '../api/get-component'
import { useCreateComponent } from '../api/save-component'
import type { StudioComponent } from '../hooks/use-studio-component'

/** The tabs and their labels; 'english' holds the texts for an English back office (issue 13). */
const TABS = {
  index: 'components.tabs.index',
  code: 'components.tabs.code',
  form: 'components.tabs.form',
  english: 'componentTexts.tab',
} as const
const TAB_NAMES = Object.keys(TABS) as (keyof typeof TABS)[]

/** A platform component as the organisation's own, to change it. */
function CopyAsOwn({ component }: { component: Component }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateComponent()
  const { namespace, key, title, icon, form, translations, template, style, script, data } =
    component
  const copy = () =>
    create.mutate(
      { namespace, key, title, icon, form, translations, template, style, script, data },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'green', message: t('components.copy.done', { title }) })
          navigate(`/puronectar/components/${created.id}`)
        },
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    )
  return (
    <Alert color="blue" title={t('components.readOnly.title')}>
      <Stack gap="xs" align="flex-start">
        {t('components.readOnly.text')}
        <Button size="xs" variant="light" loading={create.isPending} onClick={copy}>
          {t('components.copy.button')}
        </Button>
      </Stack>
    </Alert>
  )
}

/**
 * /puronectar/components/{id}: the component's title, its tabs (index, code, form, english) and
 * one open.
 */
export function ComponentScreen() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const component = useComponent(id)
  const user = useUser()
  const componentText = useComponentText()
  if (component.isPending) return <CenteredLoader label={t('common.loading')} />
  if (component.isError)
    return (
      <QueryError
        title={t('components.detail.loadFailed')}
        error={component.error}
        onRetry={() => void component.refetch()}
        addressed
      />
    )
  const data = component.data
  const isPlatform = data.organization_id === null
  const context: StudioComponent = {
    component: data,
    canEdit: !isPlatform || user.user?.superuser === true,
  }
  return (
    <Stack gap="lg" maw={1280}>
      <Group gap="sm" align="center">
        <ScreenTitle>{componentText(data).title}</ScreenTitle>
        <Badge variant="light" color={isPlatform ? 'blue' : 'gray'}>
          {t(isPlatform ? 'components.owner.platform' : 'components.owner.own')}
        </Badge>
      </Group>
      {!context.canEdit && <CopyAsOwn component={data} />}
      {/* each tab is a route (spec §2 children index, code, form); the open one holds it */}
      <RouteTabs tabs={TAB_NAMES} label={(name) => t(TABS[name])} context={context} />
    </Stack>
  )
}
