import { Anchor, Group, Stack, Text } from '@mantine/core'
import type { Layout } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { DeleteSection } from '../../../components/ui/delete-section'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { SectionCard } from '../../../components/ui/section-card'
import { useCurrentSiteValue } from '../../../hooks/use-current-site-value'
import { useDeleteLayout, useLayout, useUpdateLayout } from '../api/layouts'
import { LayoutForm } from '../components/layout-form'
import { LayoutSlotEditor } from '../components/layout-slot-editor'

/** The form starts anew when the saved fields change, not when a slot module does. */
const layoutFieldsKey = (l: Layout) =>
  JSON.stringify([l.title, l.theme_id, l.maxWidth, l.style, l.css])

/** /puronectar/layouts/{id} (route name puronectar-layouts-id): a layout, its header and footer. */
export function LayoutScreen() {
  const { t } = useTranslation()
  const site = useCurrentSiteValue()
  const navigate = useNavigate()
  const id = Number(useParams().id)
  const layout = useLayout(site.id, id)
  const update = useUpdateLayout(site.id)
  const remove = useDeleteLayout(site.id)
  if (layout.isPending) return <CenteredLoader label={t('common.loading')} />
  if (layout.isError)
    return (
      <QueryError
        title={t('layouts.detail.loadFailed')}
        error={layout.error}
        onRetry={() => void layout.refetch()}
        addressed
      />
    )
  return (
    <Stack gap="lg" maw={860}>
      <Group justify="space-between" align="baseline">
        <ScreenTitle>{layout.data.title}</ScreenTitle>
        <Anchor component={Link} to="/puronectar/layouts" size="sm">
          {t('layouts.detail.back')}
        </Anchor>
      </Group>
      <SectionCard id="layout-settings" title={t('layouts.detail.settings')}>
        {update.isSuccess && (
          <Text size="sm" c="green.8" role="status">
            {t('layouts.detail.saved')}
          </Text>
        )}
        <LayoutForm
          key={layoutFieldsKey(layout.data)}
          layout={layout.data}
          siteId={site.id}
          submitLabel={t('common.save')}
          isPending={update.isPending}
          serverError={update.error}
          onSubmit={(fields) => update.mutate({ id, body: fields })}
        />
      </SectionCard>
      <LayoutSlotEditor layout={layout.data} slot="header" />
      <LayoutSlotEditor layout={layout.data} slot="footer" />
      <DeleteSection
        id="layout-delete"
        title={t('layouts.delete.title')}
        text={t('layouts.delete.text')}
        buttonLabel={t('layouts.delete.button')}
        confirmText={t('layouts.delete.confirm', { title: layout.data.title })}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(id, { onSuccess: () => void navigate('/puronectar/layouts') })
        }
      />
    </Stack>
  )
}
