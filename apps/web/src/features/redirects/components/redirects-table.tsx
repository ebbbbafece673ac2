import { Badge, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { fromDbDateTime, type Redirect } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { relativeTime } from '../../../utils/relative-time'
import { RowActions, RowDeleteButton } from '../../../components/ui/row-actions'

/** The site's redirects with where they lead, their kind and how often visitors came by. */
export function RedirectsTable({
  redirects,
  deletingId,
  onEdit,
  onDelete,
}: {
  redirects: Redirect[]
  deletingId: number | null
  onEdit: (redirect: Redirect) => void
  onDelete: (redirect: Redirect) => void
}) {
  const { t, i18n } = useTranslation()
  const now = new Date()
  if (!redirects.length) return <Text c="dimmed">{t('redirects.empty')}</Text>
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('redirects.columns.from')}</Table.Th>
            <Table.Th>{t('redirects.columns.to')}</Table.Th>
            <Table.Th>{t('redirects.columns.status')}</Table.Th>
            <Table.Th ta="end">{t('redirects.columns.hits')}</Table.Th>
            <Table.Th>{t('redirects.columns.lastHit')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('redirects.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {redirects.map((redirect) => (
            <Table.Tr key={redirect.id}>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text size="sm" ff="monospace">
                    {redirect.from}
                  </Text>
                  {redirect.automatic && (
                    <Badge variant="light" size="sm">
                      {t('redirects.automatic')}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {redirect.to}
                </Text>
              </Table.Td>
              <Table.Td>{t(`redirects.status.short${redirect.status}`)}</Table.Td>
              <Table.Td ta="end">{redirect.hits}</Table.Td>
              <Table.Td>
                {redirect.last_hit_at
                  ? relativeTime(fromDbDateTime(redirect.last_hit_at), now, i18n.language)
                  : t('redirects.never')}
              </Table.Td>
              <Table.Td>
                <RowActions>
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={t('redirects.editNamed', { from: redirect.from })}
                    onClick={() => onEdit(redirect)}
                  >
                    {t('redirects.edit')}
                  </Button>
                  <RowDeleteButton
                    isLoading={deletingId === redirect.id}
                    label={t('redirects.deleteNamed', { from: redirect.from })}
                    onClick={() => onDelete(redirect)}
                  />
                </RowActions>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
