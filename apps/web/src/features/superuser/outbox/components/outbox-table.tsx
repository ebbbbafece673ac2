import { Anchor, Table, Text } from '@mantine/core'
import type { SuperuserOutboxItem } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormatMoment } from '../hooks/use-format-moment'

/** The outbox's mails: recipient, subject (the link to the mail) and when it was made. */
export function OutboxTable({ mails, busy }: { mails: SuperuserOutboxItem[]; busy: boolean }) {
  const { t } = useTranslation()
  const formatMoment = useFormatMoment()
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" striped highlightOnHover aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('outbox.to')}</Table.Th>
            <Table.Th scope="col">{t('outbox.subject')}</Table.Th>
            <Table.Th scope="col">{t('outbox.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.map((mail) => (
            <Table.Tr key={mail.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{mail.to}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/superuser/outbox/${mail.id}`}
                  aria-label={t('outbox.open', { to: mail.to, subject: mail.subject })}
                >
                  {mail.subject}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoment(mail.created_at)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
