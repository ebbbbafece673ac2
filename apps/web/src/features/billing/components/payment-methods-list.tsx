import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core'
import type { PaymentMethod } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { RowActions, RowDeleteButton } from '../../../components/ui/row-actions'

/** How a method reads in a sentence: "Visa •••• 4242". */
export function paymentMethodName(method: PaymentMethod, typeLabel: string) {
  return `${method.brand ?? typeLabel} •••• ${method.last4}`
}

/** The organisation's payment methods; owners choose the default and delete the others. */
export function PaymentMethodsList({
  methods,
  canManage,
  busyId,
  onSetDefault,
  onDelete,
}: {
  methods: PaymentMethod[]
  canManage: boolean
  busyId: number | null
  onSetDefault: (method: PaymentMethod) => void
  onDelete: (method: PaymentMethod) => void
}) {
  const { t } = useTranslation()
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="sm" aria-label={t('billing.methods.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('billing.methods.type')}</Table.Th>
            <Table.Th scope="col">{t('billing.methods.number')}</Table.Th>
            <Table.Th scope="col">{t('billing.methods.expiry')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('billing.methods.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {methods.map((method) => {
            const type = t(`billing.methods.types.${method.type}`)
            const name = paymentMethodName(method, type)
            return (
              <Table.Tr key={method.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">{type}</Text>
                    {method.is_default && (
                      <Badge variant="light">{t('billing.methods.default')}</Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  {method.exp_month && method.exp_year
                    ? `${String(method.exp_month).padStart(2, '0')}/${method.exp_year}`
                    : '–'}
                </Table.Td>
                <Table.Td>
                  {canManage && (
                    <RowActions>
                      {!method.is_default && (
                        <Button
                          size="compact-sm"
                          variant="light"
                          disabled={busyId === method.id}
                          aria-label={t('billing.methods.makeDefaultNamed', { name })}
                          onClick={() => onSetDefault(method)}
                        >
                          {t('billing.methods.makeDefault')}
                        </Button>
                      )}
                      <RowDeleteButton
                        disabled={busyId === method.id}
                        label={t('billing.methods.deleteNamed', { name })}
                        onClick={() => onDelete(method)}
                      />
                    </RowActions>
                  )}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
