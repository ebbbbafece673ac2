import { Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useCreateMediaCategory } from '../api/create-media-category'
import { useMediaCategory } from '../api/get-media-category'
import { CategoryTitleForm } from '../components/category-title-form'
import { categoryIdFrom, mediaPaths } from '../utils/media-paths'

/** /puronectar/media/categories/create?parentId= (puronectar-media-categories-create). */
export function MediaCategoryCreateScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const parentId = categoryIdFrom(useSearchParams()[0].get('parentId'))
  const parent = useMediaCategory(parentId)
  const create = useCreateMediaCategory()
  const parentTitle = parent.data && parent.data.id !== 0 ? parent.data.title : t('media.root')
  return (
    <Stack gap="lg" maw={560}>
      <ScreenTitle>{t('media.category.create')}</ScreenTitle>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('media.category.createIn', { title: parentTitle })}
          </Text>
          <CategoryTitleForm
            submitLabel={t('media.category.createSubmit')}
            onCancel={() => void navigate(mediaPaths.category(parentId))}
            onSubmit={async (title) => {
              const created = await create.mutateAsync({ parentId, title })
              await navigate(mediaPaths.category(created.id))
            }}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}
