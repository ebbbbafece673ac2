import { Anchor, Code, Stack, Table, Text } from '@mantine/core'
import type { AuditEntry } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useConsoleFormat } from '../hooks/use-console-format'
import { actionLabelKey, describeDetails } from '../utils/audit-details'

const TARGET_PATHS: Record<string, string> = {
  user: '/superuser/users',
  organization: '/superuser/organisations',
  service: '/superuser/services',
  mail: '/superuser/outbox',
}

function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const label = t(`superuser.audit.targets.${entry.target_type}`, {
    defaultValue: entry.target_type,
  })
  if (entry.target_id === null) return <>{label}</>
  const base = TARGET_PATHS[entry.target_type]
  const text = `${label} #${entry.target_id}`
  return base ? (
    <Anchor component={Link} to={`${base}/${entry.target_id}`}>
      {text}
    </Anchor>
  ) : (
    <>{text}</>
  )
}

/** A page of the audit log: when, who, what, on what, and the details (old and new values). */
export function AuditTable({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  const { t } = useTranslation()
  const format = useConsoleFormat()
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        verticalSpacing="xs"
        striped
        aria-label={t('superuser.audit.caption')}
        aria-busy={busy}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('superuser.audit.time')}</Table.Th>
            <Table.Th scope="col">{t('superuser.audit.actor')}</Table.Th>
            <Table.Th scope="col">{t('superuser.audit.action')}</Table.Th>
            <Table.Th scope="col">{t('superuser.audit.target')}</Table.Th>
            <Table.Th scope="col">{t('superuser.audit.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {format.dateTime(entry.created_at)}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {entry.actor_email}
                {entry.on_behalf_of_id !== null && (
                  <Text size="xs" c="dimmed">
                    {t('superuser.audit.onBehalfOf', { id: entry.on_behalf_of_id })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">
                    {t(actionLabelKey(entry.action), { defaultValue: entry.action })}
                  </Text>
                  <Code>{entry.action}</Code>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Target entry={entry} />
              </Table.Td>
              <Table.Td maw={320} style={{ overflowWrap: 'anywhere' }}>
                {describeDetails(entry.details).map((line) => (
                  <Text key={line} size="xs">
                    {line}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
