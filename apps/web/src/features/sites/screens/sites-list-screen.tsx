import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { FeatureLockedNotice } from '../../../components/feature-locked-notice'
import { useSites } from '../../../api/queries/get-sites'
import { useCanCreateSite } from '../hooks/use-can-create-site'
import { displayAddress } from '../utils/sites-host'

/** /backend/organization/sites: the organisation's sites. */
export function SitesListScreen() {
  const { t } = useTranslation()
  const sites = useSites()
  const canCreate = useCanCreateSite(sites.data)
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <ScreenTitle>{t('sites.list.title')}</ScreenTitle>
        {canCreate && (
          <Button component={Link} to="/backend/organization/sites/create">
            {t('sites.create.link')}
          </Button>
        )}
      </Group>
      {sites.data && !canCreate && <FeatureLockedNotice permission="multiple_sites" />}
      {sites.isPending && <CenteredLoader label={t('common.loading')} />}
      {sites.isError && (
        <QueryError
          title={t('sites.list.loadFailed')}
          error={sites.error}
          onRetry={() => void sites.refetch()}
        />
      )}
      {sites.data?.length === 0 && <Text c="dimmed">{t('sites.list.empty')}</Text>}
      {!!sites.data?.length && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('sites.fields.title')}</Table.Th>
                <Table.Th scope="col">{t('sites.list.address')}</Table.Th>
                <Table.Th scope="col">{t('sites.list.domains')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('sites.list.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sites.data.map((site) => (
                <Table.Tr key={site.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/backend/organization/sites/${site.id}`} fw={600}>
                      {site.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor href={site.url} target="_blank" rel="noreferrer">
                      {displayAddress(site.url)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{site.domains.length}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      component={Link}
                      to={`/puronectar/site?siteId=${site.id}`}
                      variant="light"
                      size="xs"
                      aria-label={t('sites.editSiteOf', { title: site.title })}
                    >
                      {t('sites.editSite')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
