import { Autocomplete, Button, Group, SimpleGrid, TextInput } from '@mantine/core'
import { AUDIT_ACTIONS, AuditLogQuery } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { CheckedForm } from '../../../components/ui/checked-form'
import { useZodForm } from '../../../hooks/use-zod-form'
import { AUDIT_TARGET_TYPES } from '../utils/audit-details'
import { AUDIT_FILTERS, type AuditFilter, type AuditQuery } from '../utils/list-params'

const FILTERS = AuditLogQuery.omit({ page: true })

/** The filled fields only: an empty field filters nothing. */
const readFilled = (data: FormData) =>
  Object.fromEntries([...data].filter(([, value]) => typeof value === 'string' && value.trim()))

/**
 * The audit log's filters, checked with the contract before they go into the address. A
 * filter from a link that the server refuses (422) is shown against its field as well.
 */
export function AuditFilters({
  query,
  loadError,
  onFilter,
}: {
  query: AuditQuery
  loadError: unknown
  onFilter: (filters: Record<AuditFilter, string | null>) => void
}) {
  const { t } = useTranslation()
  const form = useZodForm({
    schema: FILTERS,
    read: readFilled,
    serverError: loadError,
    onValid: (values) =>
      onFilter(
        Object.fromEntries(
          AUDIT_FILTERS.map((filter) => [filter, (values[filter] as string | undefined) ?? null]),
        ) as Record<AuditFilter, string | null>,
      ),
  })
  const field = (name: AuditFilter) => ({
    name,
    defaultValue: query[name] ?? '',
    error: form.errors[name],
  })
  const clear = () =>
    onFilter(Object.fromEntries(AUDIT_FILTERS.map((f) => [f, null])) as Record<AuditFilter, null>)

  return (
    <CheckedForm onSubmit={form.handleSubmit} formError={form.formError}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput
          {...field('actor')}
          label={t('superuser.audit.actor')}
          description={t('superuser.audit.actorHint')}
        />
        <Autocomplete
          {...field('action')}
          label={t('superuser.audit.action')}
          description={t('superuser.audit.actionHint')}
          data={[...AUDIT_ACTIONS]}
        />
        <Group grow align="flex-start">
          <Autocomplete
            {...field('target_type')}
            label={t('superuser.audit.targetType')}
            data={[...AUDIT_TARGET_TYPES]}
          />
          <TextInput
            {...field('target_id')}
            label={t('superuser.audit.targetId')}
            inputMode="numeric"
          />
        </Group>
        <TextInput
          {...field('from')}
          type="date"
          label={t('superuser.audit.from')}
          description={t('superuser.audit.utc')}
        />
        <TextInput
          {...field('to')}
          type="date"
          label={t('superuser.audit.to')}
          description={t('superuser.audit.utc')}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={clear}>
          {t('superuser.audit.clear')}
        </Button>
        <Button type="submit">{t('superuser.audit.filter')}</Button>
      </Group>
    </CheckedForm>
  )
}
