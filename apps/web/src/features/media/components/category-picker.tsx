import { Button, Group, Loader, NavLink, ScrollArea, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMediaCategory } from '../api/get-media-category'
import { MediaBreadcrumbs } from './media-breadcrumbs'
import { FolderIcon } from './media-icons'

/**
 * Chooses a category by walking the tree from `initial`: the category shown is the one chosen.
 * `excludeId` (a category being moved) can be neither entered nor chosen.
 */
export function CategoryPicker({
  initial,
  excludeId = null,
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
}: {
  initial: number
  excludeId?: number | null
  confirmLabel: string
  onConfirm: (categoryId: number) => void
  onCancel: () => void
  pending?: boolean
}) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState(initial)
  const category = useMediaCategory(current)
  const rootTitle = t('media.root')
  return (
    <Stack gap="sm">
      {category.data && (
        <MediaBreadcrumbs
          category={category.data}
          rootTitle={rootTitle}
          onOpenCategory={setCurrent}
        />
      )}
      <ScrollArea.Autosize mah={280} type="auto">
        {category.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
        {category.data?.children.length === 0 && (
          <Text size="sm" c="dimmed" py="xs">
            {t('media.picker.noSubcategories')}
          </Text>
        )}
        {category.data?.children.map((child) => (
          <NavLink
            key={child.id}
            component="button"
            type="button"
            label={child.title}
            leftSection={<FolderIcon size={18} />}
            disabled={child.id === excludeId}
            onClick={() => setCurrent(child.id)}
          />
        ))}
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => onConfirm(current)}
          loading={pending}
          disabled={!category.data || current === excludeId}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  )
}
