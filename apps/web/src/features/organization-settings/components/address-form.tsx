import { Alert, Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core'
import { AddressBody } from '@sitewerk/contracts'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useFormCheck } from '../hooks/use-form-check'
import { countryOptions } from './location-options'

type Values = Required<AddressBody>
const TEXT_FIELDS = ['name', 'street', 'housenumber', 'postcode', 'city'] as const

export const EMPTY_ADDRESS: Values = {
  name: '',
  street: '',
  housenumber: '',
  postcode: '',
  city: '',
  country: 'DE',
  is_billing: false,
}

/** spec §3 Address: create or edit one; 'Rechnungsadresse' makes it the billing address. */
export function AddressForm({
  initial,
  isBilling,
  canEdit,
  isPending,
  serverError,
  onSubmit,
}: {
  initial: Values
  /** It is the billing address now: the box stays ticked (choosing another unsets it). */
  isBilling: boolean
  canEdit: boolean
  isPending: boolean
  serverError: unknown
  onSubmit: (body: AddressBody) => void
}) {
  const { t, i18n } = useTranslation()
  const [values, setValues] = useState(initial)
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])
  const { errors, formError, submit } = useFormCheck({
    schema: AddressBody,
    serverError,
    onSubmit,
  })

  return (
    <CheckedForm onSubmit={submit(values)} formError={formError}>
      {!canEdit && <Alert color="gray">{t('organizationSettings.ownersOnly')}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {TEXT_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`organizationSettings.addresses.fields.${field}`)}
            value={values[field]}
            onChange={(e) => {
              const value = e.currentTarget.value
              setValues((v) => ({ ...v, [field]: value }))
            }}
            error={errors[field]}
            required
            readOnly={!canEdit}
          />
        ))}
        <Select
          label={t('organizationSettings.addresses.fields.country')}
          data={countries}
          value={values.country}
          onChange={(country) => country && setValues((v) => ({ ...v, country }))}
          error={errors.country}
          searchable
          allowDeselect={false}
          readOnly={!canEdit}
        />
      </SimpleGrid>
      <Checkbox
        label={t('organizationSettings.addresses.isBilling')}
        description={isBilling ? t('organizationSettings.addresses.isBillingHint') : undefined}
        checked={isBilling || values.is_billing}
        disabled={isBilling || !canEdit}
        onChange={(e) => {
          const checked = e.currentTarget.checked
          setValues((v) => ({ ...v, is_billing: checked }))
        }}
      />
      {canEdit && <FormActions submitLabel={t('common.save')} isPending={isPending} />}
    </CheckedForm>
  )
}
