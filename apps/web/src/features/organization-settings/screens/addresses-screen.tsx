import { Button, Group } from '@mantine/core'
import type { Address } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useOutletContext } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { FormAlert } from '../../../components/ui/form-alert'
import { QueryError } from '../../../components/ui/query-error'
import { SectionCard } from '../../../components/ui/section-card'
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete'
import { useAddresses, useDeleteAddress } from '../api/addresses'
import { AddressList } from '../components/address-list'
import { SETTINGS_PATH, type SettingsContext } from './organization-settings-screen'

const BASE = `${SETTINGS_PATH}/addresses`

/** 'Adressen': the list, the billing one marked; deleting asks first and shows the server's reason. */
export function AddressesScreen() {
  const { t } = useTranslation()
  const { canEdit } = useOutletContext<SettingsContext>()
  const addresses = useAddresses()
  const remove = useDeleteAddress()
  const confirmDelete = useConfirmDelete()

  const askDelete = (address: Address) =>
    confirmDelete({
      text: t('organizationSettings.addresses.confirmDelete', { name: address.name }),
      onConfirm: () => remove.mutate(address.id),
    })

  let content
  if (addresses.isPending) content = <CenteredLoader label={t('common.loading')} />
  else if (!addresses.data)
    content = (
      <QueryError
        title={t('organizationSettings.addresses.loadFailed')}
        error={addresses.error}
        onRetry={() => void addresses.refetch()}
      />
    )
  else
    content = (
      <AddressList
        addresses={addresses.data}
        basePath={BASE}
        canEdit={canEdit}
        deletingId={remove.isPending ? (remove.variables ?? null) : null}
        onDelete={askDelete}
      />
    )
  return (
    <SectionCard
      id="organization-addresses-title"
      title={t('organizationSettings.addresses.section')}
    >
      <FormAlert message={remove.error ? remove.error.message : null} />
      {content}
      {canEdit && (
        <Group>
          <Button component={Link} to={`${BASE}/create`}>
            {t('organizationSettings.addresses.create')}
          </Button>
        </Group>
      )}
    </SectionCard>
  )
}
