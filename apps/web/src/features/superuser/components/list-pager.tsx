import { Group, Pagination, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** How many rows the list holds and, past one page, the pages (25 rows each). */
export function ListPager({
  total,
  page,
  lastPage,
  onPage,
}: {
  total: number
  page: number
  lastPage: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t('superuser.list.total', { count: total })}
      </Text>
      {lastPage > 1 && (
        <Pagination
          total={lastPage}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': t(`superuser.list.pages.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('superuser.list.pages.page', { number }) })}
        />
      )}
    </Group>
  )
}
