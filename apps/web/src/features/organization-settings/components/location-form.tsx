import { Alert, Select, SimpleGrid } from '@mantine/core'
import { CURRENCIES, MAIL_LOCALES, OrganizationLocation } from '@sitewerk/contracts'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useFormCheck } from '../hooks/use-form-check'
import { countryOptions, timeZoneOptions, zoneClock } from './location-options'

/** The clock beside the time zone moves on once a minute. */
function useNow() {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** 'Standort': country, time zone (with the time there), language of mails and currency. */
export function LocationForm({
  location,
  canEdit,
  isPending,
  serverError,
  onSubmit,
}: {
  location: OrganizationLocation
  canEdit: boolean
  isPending: boolean
  serverError: unknown
  onSubmit: (body: OrganizationLocation) => void
}) {
  const { t, i18n } = useTranslation()
  const [values, setValues] = useState(location)
  const now = useNow()
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])
  const zones = useMemo(() => timeZoneOptions(location.time_zone), [location.time_zone])
  const { errors, formError, submit } = useFormCheck({
    schema: OrganizationLocation,
    serverError,
    onSubmit,
  })
  const set = (change: Partial<OrganizationLocation>) => setValues((v) => ({ ...v, ...change }))

  return (
    <CheckedForm onSubmit={submit(values)} formError={formError}>
      {!canEdit && <Alert color="gray">{t('organizationSettings.ownersOnly')}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('organizationSettings.location.country')}
          data={countries}
          value={values.country}
          onChange={(country) => country && set({ country })}
          error={errors.country}
          searchable
          allowDeselect={false}
          readOnly={!canEdit}
        />
        <Select
          label={t('organizationSettings.location.timeZone')}
          description={t('organizationSettings.location.timeThere', {
            time: zoneClock(values.time_zone, now),
          })}
          data={zones}
          value={values.time_zone}
          onChange={(zone) => zone && set({ time_zone: zone })}
          error={errors.time_zone}
          searchable
          limit={100}
          allowDeselect={false}
          readOnly={!canEdit}
        />
        <Select
          label={t('organizationSettings.location.mailLocale')}
          data={MAIL_LOCALES.map((locale) => ({
            value: locale,
            label: t(`organizationSettings.location.locales.${locale}`),
          }))}
          value={values.mail_locale}
          onChange={(locale) =>
            locale && set({ mail_locale: locale as OrganizationLocation['mail_locale'] })
          }
          error={errors.mail_locale}
          allowDeselect={false}
          readOnly={!canEdit}
        />
        <Select
          label={t('organizationSettings.location.currency')}
          data={[...CURRENCIES]}
          value={values.currency}
          onChange={(currency) =>
            currency && set({ currency: currency as OrganizationLocation['currency'] })
          }
          error={errors.currency}
          allowDeselect={false}
          readOnly={!canEdit}
        />
      </SimpleGrid>
      {canEdit && <FormActions submitLabel={t('common.save')} isPending={isPending} />}
    </CheckedForm>
  )
}
