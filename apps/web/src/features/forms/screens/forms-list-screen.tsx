import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useSites } from '../../../api/queries/get-sites'
import { useForms } from '../api/forms'

/** /puronectar/forms: the organisation's forms with their site and how many entries they hold. */
export function FormsListScreen() {
  const { t } = useTranslation()
  const forms = useForms()
  const sites = useSites()
  const siteTitle = (id: number) => sites.data?.find((site) => site.id === id)?.title ?? '–'
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="center">
        <ScreenTitle>{t('forms.list.title')}</ScreenTitle>
        <Button component={Link} to="/puronectar/forms/create">
          {t('forms.create.link')}
        </Button>
      </Group>
      {forms.isPending && <CenteredLoader label={t('common.loading')} />}
      {forms.isError && (
        <QueryError
          title={t('forms.list.loadFailed')}
          error={forms.error}
          onRetry={() => void forms.refetch()}
        />
      )}
      {forms.data?.length === 0 && (
        <Stack gap="xs" align="flex-start">
          <Text>{t('forms.list.empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('forms.list.emptyHint')}
          </Text>
        </Stack>
      )}
      {forms.data && forms.data.length > 0 && (
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('forms.fields.title')}</Table.Th>
              <Table.Th scope="col">{t('forms.fields.site')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('forms.fields.entries')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {forms.data.map((form) => (
              <Table.Tr key={form.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/puronectar/forms/${form.id}`} fw={600}>
                    {form.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{siteTitle(form.site_id)}</Table.Td>
                <Table.Td ta="right">
                  <Anchor component={Link} to={`/puronectar/forms/${form.id}/data`}>
                    {form.form_entries_count}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}
