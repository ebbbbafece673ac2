import { Anchor, Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import type { Address } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RowActions, RowDeleteButton } from '../../../components/ui/row-actions'

/** The organisation's addresses, the billing one marked; owners may delete the others. */
export function AddressList({
  addresses,
  basePath,
  canEdit,
  deletingId,
  onDelete,
}: {
  addresses: Address[]
  basePath: string
  canEdit: boolean
  deletingId: number | null
  onDelete: (address: Address) => void
}) {
  const { t, i18n } = useTranslation()
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' })
  if (!addresses.length) return <Text c="dimmed">{t('organizationSettings.addresses.empty')}</Text>
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('organizationSettings.addresses.fields.name')}</Table.Th>
            <Table.Th>{t('organizationSettings.addresses.address')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('organizationSettings.addresses.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {addresses.map((address) => (
            <Table.Tr key={address.id}>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Anchor component={Link} to={`${basePath}/${address.id}`}>
                    {address.name}
                  </Anchor>
                  {address.is_billing && (
                    <Badge variant="light">{t('organizationSettings.addresses.billing')}</Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                {address.street} {address.housenumber}, {address.postcode} {address.city},{' '}
                {countries.of(address.country) ?? address.country}
              </Table.Td>
              <Table.Td>
                {canEdit && (
                  <RowActions>
                    <RowDeleteButton
                      isLoading={deletingId === address.id}
                      label={t('organizationSettings.addresses.deleteNamed', {
                        name: address.name,
                      })}
                      onClick={() => onDelete(address)}
                    />
                  </RowActions>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
