import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { AddressBody } from '@sitewerk/contracts'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/ui/form-alert'
import {
  fieldErrorsFromApiError,
  fieldErrorsFromZod,
  unmatchedErrorMessage,
  type FormErrors,
} from '../../../utils/form-errors'
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
  const [clientErrors, setClientErrors] = useState<FormErrors>({})
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])
  const errors = Object.keys(clientErrors).length
    ? clientErrors
    : fieldErrorsFromApiError(serverError)
  const formError = Object.keys(clientErrors).length
    ? null
    : unmatchedErrorMessage(serverError, Object.keys(errors))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = AddressBody.safeParse(values)
    if (!parsed.success) {
      setClientErrors(fieldErrorsFromZod(parsed.error, t))
      return
    }
    setClientErrors({})
    onSubmit(parsed.data)
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="organization-address-title">
      <Stack gap="md">
        <FormAlert message={formError} />
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
        {canEdit && (
          <Group>
            <Button type="submit" loading={isPending}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  )
}
