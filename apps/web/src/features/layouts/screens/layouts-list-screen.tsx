import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useSiteLayouts } from '../../../api/queries/get-site-layouts'
import { useCurrentSiteValue } from '../../../hooks/use-current-site-value'
import { useThemes } from '../../../api/queries/get-themes'

/** /puronectar/layouts: the current site's layouts (header and footer around its pages). */
export function LayoutsListScreen() {
  const { t } = useTranslation()
  const site = useCurrentSiteValue()
  const layouts = useSiteLayouts(site.id)
  const themes = useThemes()
  const themeTitle = (id: number | null) =>
    themes.data?.find((theme) => theme.id === id)?.title ?? t('layouts.fields.siteTheme')
  return (
    <Stack gap="lg" maw={860}>
      <Group justify="space-between" align="center">
        <ScreenTitle>{t('layouts.list.title')}</ScreenTitle>
        <Button component={Link} to="/puronectar/layouts/create">
          {t('layouts.create.link')}
        </Button>
      </Group>
      <Text c="dimmed" maw={640}>
        {t('layouts.list.intro')}
      </Text>
      {layouts.isPending && <CenteredLoader label={t('common.loading')} />}
      {layouts.isError && (
        <QueryError
          title={t('layouts.list.loadFailed')}
          error={layouts.error}
          onRetry={() => void layouts.refetch()}
        />
      )}
      {layouts.data?.length === 0 && <Text>{t('layouts.list.empty')}</Text>}
      {!!layouts.data?.length && (
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('layouts.fields.title')}</Table.Th>
              <Table.Th scope="col">{t('layouts.fields.theme')}</Table.Th>
              <Table.Th scope="col">{t('layouts.fields.maxWidth')}</Table.Th>
              <Table.Th scope="col">{t('layouts.list.slots')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {layouts.data.map((layout) => (
              <Table.Tr key={layout.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/puronectar/layouts/${layout.id}`} fw={600}>
                    {layout.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{themeTitle(layout.theme_id)}</Table.Td>
                <Table.Td>{t(`layouts.maxWidth.${layout.maxWidth}`)}</Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    {(['header', 'footer'] as const).map((slot) => (
                      <Badge key={slot} variant="light" color="gray">
                        {t(`layouts.slots.${slot}.count`, {
                          count: layout.contents.filter((c) => c.layout_slot === slot).length,
                        })}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}
