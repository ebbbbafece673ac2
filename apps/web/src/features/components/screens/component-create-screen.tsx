import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { SectionCard } from '../../../components/ui/section-card'
import { useUser } from '../../../lib/auth'
import { useCreateComponent } from '../api/save-component'
import { ComponentSettingsForm } from '../components/component-settings-form'

/** /puronectar/components/create: a new component, then on to its code. */
export function ComponentCreateScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { user } = useUser()
  const create = useCreateComponent()
  return (
    <Stack gap="lg" maw={640}>
      <ScreenTitle>{t('components.create.title')}</ScreenTitle>
      <SectionCard id="component-create-title" title={t('components.tabs.index')}>
        <ComponentSettingsForm
          submitLabel={t('components.create.submit')}
          isPending={create.isPending}
          serverError={create.error}
          canChoosePlatform={user?.superuser === true}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (created) => navigate(`/puronectar/components/${created.id}/code`),
            })
          }
        />
      </SectionCard>
    </Stack>
  )
}
