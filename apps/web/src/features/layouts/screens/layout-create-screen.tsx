import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { SectionCard } from '../../../components/ui/section-card'
import { useCurrentSiteValue } from '../../../hooks/use-current-site-value'
import { useCreateLayout } from '../api/layouts'
import { LayoutForm } from '../components/layout-form'

/** /puronectar/layouts/create: a new layout; its header and footer are filled on its own screen. */
export function LayoutCreateScreen() {
  const { t } = useTranslation()
  const site = useCurrentSiteValue()
  const navigate = useNavigate()
  const create = useCreateLayout(site.id)
  return (
    <Stack gap="lg" maw={720}>
      <ScreenTitle>{t('layouts.create.title')}</ScreenTitle>
      <SectionCard id="layout-create" title={t('layouts.create.section')}>
        <LayoutForm
          siteId={site.id}
          submitLabel={t('layouts.create.submit')}
          isPending={create.isPending}
          serverError={create.error}
          onSubmit={(fields) =>
            create.mutate(
              { site_id: site.id, ...fields },
              { onSuccess: (layout) => void navigate(`/puronectar/layouts/${layout.id}`) },
            )
          }
          onCancel={() => void navigate('/puronectar/layouts')}
        />
      </SectionCard>
    </Stack>
  )
}
