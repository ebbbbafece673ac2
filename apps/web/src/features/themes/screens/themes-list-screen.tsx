import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useThemes } from '../../../api/queries/get-themes'
import { Swatches } from '../../../components/ui/swatches'
import { useThemePaths } from '../hooks/use-theme-paths'

/** /puronectar/themes and /backend/organization/themes: the organisation's themes. */
export function ThemesListScreen() {
  const { t } = useTranslation()
  const paths = useThemePaths()
  const themes = useThemes()
  return (
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" align="center">
        <ScreenTitle>{t('themes.list.title')}</ScreenTitle>
        <Group gap="xs">
          <Button component={Link} to={paths.colorsets} variant="default">
            {t('themes.list.colorsets')}
          </Button>
          <Button component={Link} to={`${paths.themes}/create`}>
            {t('themes.create.link')}
          </Button>
        </Group>
      </Group>
      {themes.isPending && <CenteredLoader label={t('common.loading')} />}
      {themes.isError && (
        <QueryError
          title={t('themes.list.loadFailed')}
          error={themes.error}
          onRetry={() => void themes.refetch()}
        />
      )}
      {themes.data?.length === 0 && <Text c="dimmed">{t('themes.list.empty')}</Text>}
      {!!themes.data?.length && (
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('themes.fields.title')}</Table.Th>
              <Table.Th scope="col">{t('themes.list.colors')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {themes.data.map((theme) => (
              <Table.Tr key={theme.id}>
                <Table.Td>
                  <Anchor component={Link} to={`${paths.themes}/${theme.id}`} fw={600}>
                    {theme.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Swatches
                    colors={[theme.highlightColor, theme.secondaryColor, theme.backgroundColor]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}
