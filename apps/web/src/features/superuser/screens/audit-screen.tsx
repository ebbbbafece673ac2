import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { SectionCard } from '../../../components/ui/section-card'
import { useAuditLog } from '../api/get-audit-log'
import { AuditFilters } from '../components/audit-filters'
import { AuditTable } from '../components/audit-table'
import { ListResults } from '../components/list-results'
import { useListAddress } from '../hooks/use-list-address'
import { readAuditQuery } from '../utils/list-params'

/**
 * /superuser/audit: every operator's action, newest first, filtered and paged in the address
 * (so a user's or an organisation's screen links to its entries). Kept AUDIT_LOG_DAYS days.
 */
export function AuditScreen() {
  const { t } = useTranslation()
  const { params, change } = useListAddress()
  const query = readAuditQuery(params)
  const entries = useAuditLog(query)
  return (
    <Stack gap="lg">
      <ScreenTitle>{t('superuser.audit.title')}</ScreenTitle>
      <Text size="sm" c="dimmed" maw={720}>
        {t('superuser.audit.intro')}
      </Text>
      <SectionCard id="audit-filters-title" title={t('superuser.audit.filters')}>
        <AuditFilters
          key={params.toString()}
          query={query}
          loadError={entries.error}
          onFilter={(filters) => change({ ...filters, page: null })}
        />
      </SectionCard>
      <ListResults
        result={entries}
        page={query.page}
        texts={{ loadFailed: t('superuser.audit.loadFailed'), empty: t('superuser.audit.empty') }}
        onPage={(page) => change({ page })}
      >
        {(rows) => <AuditTable entries={rows} busy={entries.isFetching} />}
      </ListResults>
    </Stack>
  )
}
