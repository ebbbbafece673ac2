import { Button, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CenteredLoader } from '../../../../components/ui/centered-loader'
import { QueryError } from '../../../../components/ui/query-error'
import { ScreenTitle } from '../../../../components/ui/screen-title'
import { useCatalogue } from '../api/get-catalogue'
import { CatalogueTable } from '../components/catalogue-table'

/** /superuser/services: the whole catalogue, withdrawn services too (issue #17). */
export function CatalogueScreen() {
  const { t } = useTranslation()
  const catalogue = useCatalogue()
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end">
        <ScreenTitle>{t('catalogue.title')}</ScreenTitle>
        <Button component={Link} to="/superuser/services/create">
          {t('catalogue.create')}
        </Button>
      </Group>
      <Text size="sm">{t('catalogue.intro')}</Text>
      {catalogue.isPending && <CenteredLoader label={t('common.loading')} />}
      {catalogue.isError && (
        <QueryError
          title={t('catalogue.loadFailed')}
          error={catalogue.error}
          onRetry={() => void catalogue.refetch()}
        />
      )}
      {catalogue.data?.length === 0 && <Text c="dimmed">{t('catalogue.empty')}</Text>}
      {!!catalogue.data?.length && <CatalogueTable services={catalogue.data} />}
    </Stack>
  )
}
