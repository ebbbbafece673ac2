import { Code, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/**
 * Whether a domain is a bare domain (`example.de`), which DNS allows no CNAME record on. Two
 * labels are taken as bare; a registry suffix of two labels (`example.co.uk`) is not told apart.
 */
export const isBareDomain = (domain: string) => domain.split('.').length <= 2

/**
 * Which record makes a domain reach the site (issue 13): a subdomain gets a CNAME record to the
 * site's own address; a bare domain, which cannot have one, A and AAAA records with the IP
 * addresses of that address.
 */
export function DomainRouting({ domain, target }: { domain: string; target: string }) {
  const { t } = useTranslation()
  const bare = isBareDomain(domain)
  const rows: [string, string][] = bare
    ? [
        ['A', t('domains.routing.ipv4', { target })],
        ['AAAA', t('domains.routing.ipv6', { target })],
      ]
    : [['CNAME', target]]
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('domains.routing.title')}
      </Text>
      <Text size="sm">
        {bare
          ? t('domains.routing.bare', { domain, target })
          : t('domains.routing.sub', { domain, target })}
      </Text>
      <Table withTableBorder fz="sm" aria-label={t('domains.routing.table', { domain })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('domains.verify.type')}</Table.Th>
            <Table.Th>{t('domains.verify.name')}</Table.Th>
            <Table.Th>{t('domains.verify.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([type, value]) => (
            <Table.Tr key={type}>
              <Table.Td>{type}</Table.Td>
              <Table.Td>
                <Code>{domain}</Code>
              </Table.Td>
              <Table.Td>{type === 'CNAME' ? <Code>{value}</Code> : value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}
