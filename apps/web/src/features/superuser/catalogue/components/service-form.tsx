import { Checkbox, Group, NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core'
import {
  PERMISSION_IDENTIFIERS,
  PRICE_TYPES,
  SERVICE_PRICE_MAX,
  ServiceBody,
  slugify,
  type PriceType,
  type Service,
} from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckedForm, FormActions } from '../../../../components/ui/checked-form'
import { useZodForm } from '../../../../hooks/use-zod-form'
import { useCatalogueFormat } from '../hooks/use-catalogue-format'
import { centsFromEuros, eurosFromCents } from '../lib/euros'
import { FeatureListInput } from './feature-list-input'

interface ServiceFormProps {
  /** The service to edit; without one the form adds a service. */
  service?: Service
  submitLabel: string
  isPending: boolean
  serverError: unknown
  onSubmit: (body: ServiceBody) => void
}

/** A service of the catalogue: what it is called, what it includes and unlocks, what it costs. */
export function ServiceForm({
  service,
  submitLabel,
  isPending,
  serverError,
  onSubmit,
}: ServiceFormProps) {
  const { t } = useTranslation()
  const format = useCatalogueFormat()
  const [title, setTitle] = useState(service?.title ?? '')
  // a new service's identifier follows its title until it is typed
  const [identifier, setIdentifier] = useState(service?.identifier ?? '')
  const [identifierTyped, setIdentifierTyped] = useState(Boolean(service))
  const [price, setPrice] = useState(
    service ? eurosFromCents(service.price, format.decimalSeparator) : '',
  )
  const [priceType, setPriceType] = useState<PriceType>(service?.price_type ?? 'monthly')
  const [trialDays, setTrialDays] = useState<string | number>(service?.trial_days ?? 0)
  const [active, setActive] = useState(service?.active ?? true)
  const [features, setFeatures] = useState(service?.feature_list ?? [])
  const [permissions, setPermissions] = useState(
    service?.permissions.map((p) => p.identifier) ?? [],
  )
  const cents = centsFromEuros(price)
  const shownIdentifier = identifierTyped ? identifier : slugify(title, 64)

  const form = useZodForm({
    schema: ServiceBody,
    serverError,
    read: () => ({
      identifier: shownIdentifier,
      title,
      feature_list: features,
      // kept as it is: the form does not edit what a service belongs to
      service_id: service?.service_id ?? null,
      price: cents,
      price_type: priceType,
      trial_days: trialDays === '' ? undefined : Number(trialDays),
      active,
      permissions,
    }),
    onValid: onSubmit,
  })
  const priceError = !form.errors.price
    ? undefined
    : cents === null && price.trim()
      ? t('catalogue.form.priceInvalid')
      : cents !== null && cents > SERVICE_PRICE_MAX
        ? t('catalogue.form.priceTooHigh', { max: format.money(SERVICE_PRICE_MAX) })
        : form.errors.price

  return (
    <CheckedForm onSubmit={form.handleSubmit} formError={form.formError}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          name="title"
          label={t('catalogue.form.title')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          required
          error={form.errors.title}
        />
        <TextInput
          name="identifier"
          label={t('catalogue.form.identifier')}
          description={t('catalogue.form.identifierHint', { identifier: shownIdentifier || '…' })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={shownIdentifier}
          onChange={(event) => {
            setIdentifierTyped(true)
            setIdentifier(event.currentTarget.value)
          }}
          required
          autoCapitalize="none"
          spellCheck={false}
          error={form.errors.identifier}
        />
        <TextInput
          name="price"
          label={t('catalogue.form.price')}
          description={t('catalogue.form.priceHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          inputMode="decimal"
          rightSection="€"
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
          required
          error={priceError}
        />
        <Select
          name="price_type"
          label={t('catalogue.form.priceType')}
          data={PRICE_TYPES.map((type) => ({
            value: type,
            label: t(`catalogue.priceType.${type}`),
          }))}
          value={priceType}
          onChange={(value) => value && setPriceType(value as PriceType)}
          allowDeselect={false}
          required
          error={form.errors.price_type}
        />
        <NumberInput
          name="trial_days"
          label={t('catalogue.form.trialDays')}
          description={t('catalogue.form.trialHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={trialDays}
          onChange={setTrialDays}
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          required
          error={form.errors.trial_days}
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('catalogue.form.permissions')}
        description={t('catalogue.form.permissionsHint')}
        value={permissions}
        onChange={setPermissions}
        error={form.errors.permissions ?? form.errors['permissions.0']}
      >
        <Group gap="lg" mt={6}>
          {PERMISSION_IDENTIFIERS.map((permission) => (
            <Checkbox
              key={permission}
              name="permissions"
              value={permission}
              label={t(`catalogue.permission.${permission}`)}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        name="active"
        label={t('catalogue.form.active')}
        description={t('catalogue.form.activeHint')}
        checked={active}
        onChange={(event) => setActive(event.currentTarget.checked)}
      />
      <FeatureListInput value={features} onChange={setFeatures} errors={form.errors} />
      <FormActions submitLabel={submitLabel} isPending={isPending} />
    </CheckedForm>
  )
}
