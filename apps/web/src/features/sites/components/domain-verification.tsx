import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Domain } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { fieldErrorsFromApiError } from '../../../utils/form-errors'
import { useVerifyDomain } from '../api/verify-domain'
import { CopyValue } from '../../../components/ui/copy-value'

/** The DNS TXT record that proves the owner controls a domain (the server looks it up). */
export function verificationRecord(domain: Pick<Domain, 'domain' | 'key'>) {
  return { name: `_sitewerk.${domain.domain}`, value: `sitewerk-verify=${domain.key}` }
}

/** How to verify a domain, and the check itself; a failed check says which record is missing. */
export function DomainVerification({ domain }: { domain: Domain }) {
  const { t } = useTranslation()
  const verify = useVerifyDomain()
  const record = verificationRecord(domain)
  const failure = verify.error
    ? (fieldErrorsFromApiError(verify.error).domain ?? getErrorMessage(verify.error))
    : null

  return (
    <Stack gap="sm">
      <Text size="sm">{t('domains.verify.instructions')}</Text>
      <Table withTableBorder withColumnBorders verticalSpacing="xs" layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" w={90}>
              {t('domains.verify.type')}
            </Table.Th>
            <Table.Td>
              <code>TXT</code>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('domains.verify.name')}</Table.Th>
            <Table.Td>
              <CopyValue value={record.name} copyLabel={t('domains.verify.copyName')} />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('domains.verify.value')}</Table.Th>
            <Table.Td>
              <CopyValue value={record.value} copyLabel={t('domains.verify.copyValue')} />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('domains.verify.delay')}
      </Text>
      {failure && (
        <Alert color="red" variant="light" role="alert" title={t('domains.verify.failed')}>
          {failure}
        </Alert>
      )}
      <Group>
        <Button
          size="sm"
          loading={verify.isPending}
          onClick={() =>
            verify.mutate(domain.id, {
              onSuccess: () =>
                notifications.show({
                  color: 'green',
                  message: t('domains.verify.done', { domain: domain.domain }),
                }),
            })
          }
        >
          {t('domains.verify.button')}
        </Button>
      </Group>
    </Stack>
  )
}
