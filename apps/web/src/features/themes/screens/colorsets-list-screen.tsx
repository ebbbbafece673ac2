import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useColorsets } from '../api/colorsets'
import { Swatches, colorsetSwatchColors } from '../../../components/ui/swatches'
import { useThemePaths } from '../hooks/use-theme-paths'

/** /puronectar/themes/colorsets and /backend/organization/settings/colorsets. */
export function ColorsetsListScreen() {
  const { t } = useTranslation()
  const paths = useThemePaths()
  const colorsets = useColorsets()
  return (
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" align="center">
        <ScreenTitle>{t('colorsets.list.title')}</ScreenTitle>
        <Button component={Link} to={`${paths.colorsets}/create`}>
          {t('colorsets.create.link')}
        </Button>
      </Group>
      {colorsets.isPending && <CenteredLoader label={t('common.loading')} />}
      {colorsets.isError && (
        <QueryError
          title={t('colorsets.list.loadFailed')}
          error={colorsets.error}
          onRetry={() => void colorsets.refetch()}
        />
      )}
      {colorsets.data?.length === 0 && <Text c="dimmed">{t('colorsets.list.empty')}</Text>}
      {!!colorsets.data?.length && (
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('colorsets.fields.title')}</Table.Th>
              <Table.Th scope="col">{t('colorsets.list.colors')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {colorsets.data.map((set) => (
              <Table.Tr key={set.id}>
                <Table.Td>
                  <Anchor component={Link} to={`${paths.colorsets}/${set.id}`} fw={600}>
                    {set.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Swatches colors={colorsetSwatchColors(set)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Anchor component={Link} to={paths.themes} size="sm">
        {t('colorsets.backToThemes')}
      </Anchor>
    </Stack>
  )
}
