import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/ui/section-card'
import { useUpdateComponent } from '../api/save-component'
import { EnglishTextsForm } from '../components/english-texts-form'
import { useStudioComponent } from '../hooks/use-studio-component'

/** /puronectar/components/{id}/english: the component's texts for an English back office. */
export function ComponentTextsScreen() {
  const { t } = useTranslation()
  const { component, canEdit } = useStudioComponent()
  const update = useUpdateComponent(component.id)
  return (
    <SectionCard id="component-texts-title" title={t('componentTexts.heading')}>
      <EnglishTextsForm
        key={component.updated_at}
        component={component}
        readOnly={!canEdit}
        isPending={update.isPending}
        serverError={update.error}
        onSubmit={(translations) =>
          update.mutate(
            { translations },
            {
              onSuccess: () =>
                notifications.show({ color: 'green', message: t('components.saved') }),
            },
          )
        }
      />
    </SectionCard>
  )
}
