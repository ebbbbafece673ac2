import { Anchor } from '@mantine/core'
import type { Address } from '@sitewerk/contracts'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useOutletContext, useParams } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { SectionCard } from '../../../components/ui/section-card'
import { useAddress, useSaveAddress } from '../api/addresses'
import { AddressForm, EMPTY_ADDRESS } from '../components/address-form'
import { useForwardAfterSave } from '../hooks/use-forward-after-save'
import { SETTINGS_PATH, type SettingsContext } from './organization-settings-screen'

const BASE = `${SETTINGS_PATH}/addresses`

const toValues = ({ name, street, housenumber, postcode, city, country }: Address) => ({
  name,
  street,
  housenumber,
  postcode,
  city,
  country,
  is_billing: false,
})

/** addresses/create and addresses/{id}: one address; after saving, back to the list (or forward). */
export function AddressScreen() {
  const { t } = useTranslation()
  const { canEdit } = useOutletContext<SettingsContext>()
  const params = useParams()
  const id = params.id ? Number(params.id) : null
  const address = useAddress(id)
  const save = useSaveAddress(id)
  const forward = useForwardAfterSave()
  const navigate = useNavigate()
  const title = t(
    id === null ? 'organizationSettings.addresses.create' : 'organizationSettings.addresses.edit',
  )

  let content
  if (id !== null && address.isPending) content = <CenteredLoader label={t('common.loading')} />
  else if (id !== null && !address.data)
    content = (
      <QueryError
        title={t('organizationSettings.addresses.loadFailed')}
        error={address.error}
        onRetry={() => void address.refetch()}
      />
    )
  else
    content = (
      <AddressForm
        key={address.data?.id ?? 'new'}
        initial={address.data ? toValues(address.data) : EMPTY_ADDRESS}
        isBilling={address.data?.is_billing ?? false}
        canEdit={canEdit}
        isPending={save.isPending}
        serverError={save.error}
        onSubmit={(body) =>
          save.mutate(body, {
            onSuccess: () => {
              notifications.show({
                color: 'green',
                message: t('organizationSettings.addresses.saved'),
              })
              if (!forward()) void navigate(BASE)
            },
          })
        }
      />
    )
  return (
    <SectionCard id="organization-address-title" title={title}>
      <Anchor component={Link} to={BASE} size="sm">
        {t('organizationSettings.addresses.back')}
      </Anchor>
      {content}
    </SectionCard>
  )
}
