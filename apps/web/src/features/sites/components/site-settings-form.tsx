import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import {
  SITE_LANGUAGES,
  SOCIAL_NETWORKS,
  SOCIAL_NETWORK_NAMES,
  SiteSettingsBody,
  WEEKDAYS,
  type OpeningHoursRule,
  type SiteContact,
  type SiteSettingsResponse,
  type SocialLink,
} from '@sitewerk/contracts'
import { useState, type ComponentType, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/ui/form-alert'
import { NEW_SOCIAL_LINK, withAddress } from '../utils/social-link'
import {
  fieldErrorsFromApiError,
  fieldErrorsFromZod,
  unmatchedErrorMessage,
  type FormErrors,
} from '../../../utils/form-errors'

/** A field that picks one of the organisation's media files by id (composed in app/). */
export type MediaIdField = ComponentType<{
  label: string
  value: number | null
  onChange: (id: number | null) => void
  error?: string
}>

type Values = SiteSettingsResponse

const CONTACT_FIELDS = [
  'name',
  'representative',
  'street',
  'postcode',
  'city',
  'country',
  'phone',
  'email',
  'vatId',
] as const satisfies readonly (keyof SiteContact)[]

const IMAGE_FIELDS = ['logo_file_id', 'favicon_file_id', 'seo_image_id'] as const

/** Empty texts are left out, so a cleared field is not stored as ''. */
function withoutEmptyTexts(values: Values): SiteSettingsBody {
  const contact = Object.fromEntries(
    Object.entries(values.settings.contact).filter(([, v]) => typeof v === 'string' && v.trim()),
  )
  const note = values.settings.openingHoursNote?.trim()
  return {
    ...values,
    settings: {
      ...values.settings,
      contact,
      openingHoursNote: note || undefined,
    },
  }
}

/**
 * The site's settings as an owner knows them (issue 13): contact, opening hours, social links,
 * logo, favicon, default share image and language; saved together with PUT sites/{id}/settings.
 */
export function SiteSettingsForm({
  initial,
  MediaField,
  isPending,
  serverError,
  onSubmit,
}: {
  initial: Values
  MediaField: MediaIdField
  isPending: boolean
  serverError: unknown
  onSubmit: (body: SiteSettingsBody) => void
}) {
  const { t } = useTranslation()
  const [values, setValues] = useState<Values>(initial)
  const [clientErrors, setClientErrors] = useState<FormErrors>({})
  const errors = Object.keys(clientErrors).length
    ? clientErrors
    : fieldErrorsFromApiError(serverError)
  const error = (path: string) => errors[path]

  const settings = values.settings
  const setSettings = (change: Partial<Values['settings']>) =>
    setValues((v) => ({ ...v, settings: { ...v.settings, ...change } }))
  const setContact = (field: keyof SiteContact, value: string) =>
    setSettings({ contact: { ...settings.contact, [field]: value } })
  const setRule = (index: number, change: Partial<OpeningHoursRule>) =>
    setSettings({
      openingHours: settings.openingHours.map((r, i) => (i === index ? { ...r, ...change } : r)),
    })
  const setLink = (index: number, change: Partial<SocialLink>) =>
    setSettings({
      social: settings.social.map((l, i) => (i === index ? { ...l, ...change } : l)),
    })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = withoutEmptyTexts(values)
    const parsed = SiteSettingsBody.safeParse(body)
    if (!parsed.success) {
      setClientErrors(fieldErrorsFromZod(parsed.error, t))
      return
    }
    setClientErrors({})
    onSubmit(body)
  }

  const dayLabels = WEEKDAYS.map((day) => ({ day, label: t(`siteSettings.days.${day}`) }))
  const formError = Object.keys(clientErrors).length
    ? null
    : unmatchedErrorMessage(serverError, Object.keys(errors))

  return (
    <form onSubmit={submit} noValidate aria-labelledby="site-profile-title">
      <Stack gap="lg">
        <FormAlert message={formError} />
        <Fieldset legend={t('siteSettings.contact.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {CONTACT_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(`siteSettings.contact.${field}`)}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                autoComplete="off"
                value={settings.contact[field] ?? ''}
                onChange={(e) => setContact(field, e.currentTarget.value)}
                error={error(`settings.contact.${field}`)}
              />
            ))}
          </SimpleGrid>
          <Textarea
            mt="sm"
            label={t('siteSettings.contact.register')}
            description={t('siteSettings.contact.registerHelp')}
            autosize
            minRows={2}
            value={settings.contact.register ?? ''}
            onChange={(e) => setContact('register', e.currentTarget.value)}
            error={error('settings.contact.register')}
          />
        </Fieldset>

        <Fieldset legend={t('siteSettings.hours.title')}>
          <Stack gap="md">
            {settings.openingHours.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('siteSettings.hours.none')}
              </Text>
            )}
            {settings.openingHours.map((rule, index) => (
              <Fieldset
                key={index}
                variant="filled"
                legend={t('siteSettings.hours.rule', { number: index + 1 })}
              >
                <Checkbox.Group
                  label={t('siteSettings.hours.days')}
                  value={rule.days}
                  onChange={(days) =>
                    setRule(index, {
                      days: WEEKDAYS.filter((d) => days.includes(d)),
                    })
                  }
                  error={error(`settings.openingHours.${index}.days`)}
                >
                  <Group gap="sm" mt={4}>
                    {dayLabels.map(({ day, label }) => (
                      <Checkbox key={day} value={day} label={label} />
                    ))}
                  </Group>
                </Checkbox.Group>
                <Group align="flex-end" mt="sm">
                  <TextInput
                    type="time"
                    label={t('siteSettings.hours.opens')}
                    value={rule.opens}
                    onChange={(e) => setRule(index, { opens: e.currentTarget.value })}
                    error={error(`settings.openingHours.${index}.opens`)}
                  />
                  <TextInput
                    type="time"
                    label={t('siteSettings.hours.closes')}
                    value={rule.closes}
                    onChange={(e) => setRule(index, { closes: e.currentTarget.value })}
                    error={error(`settings.openingHours.${index}.closes`)}
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      setSettings({
                        openingHours: settings.openingHours.filter((_, i) => i !== index),
                      })
                    }
                  >
                    {t('siteSettings.hours.remove', { number: index + 1 })}
                  </Button>
                </Group>
              </Fieldset>
            ))}
            <Group>
              <Button
                variant="default"
                onClick={() =>
                  setSettings({
                    openingHours: [
                      ...settings.openingHours,
                      { days: [...WEEKDAYS.slice(0, 5)], opens: '09:00', closes: '18:00' },
                    ],
                  })
                }
              >
                {t('siteSettings.hours.add')}
              </Button>
            </Group>
            <TextInput
              label={t('siteSettings.hours.note')}
              description={t('siteSettings.hours.noteHelp')}
              value={settings.openingHoursNote ?? ''}
              onChange={(e) => setSettings({ openingHoursNote: e.currentTarget.value })}
              error={error('settings.openingHoursNote')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('siteSettings.social.title')}>
          <Stack gap="sm">
            {settings.social.map((link, index) => (
              <Group key={index} align="flex-start" wrap="wrap">
                <Select
                  label={t('siteSettings.social.network', { number: index + 1 })}
                  data={SOCIAL_NETWORKS.map((n) => ({
                    value: n,
                    label:
                      n === 'website' ? t('siteSettings.social.website') : SOCIAL_NETWORK_NAMES[n],
                  }))}
                  value={link.network}
                  allowDeselect={false}
                  onChange={(network) =>
                    network && setLink(index, { network: network as SocialLink['network'] })
                  }
                  w={180}
                />
                <TextInput
                  style={{ flex: 1, minWidth: 220 }}
                  type="url"
                  label={t('siteSettings.social.url', { number: index + 1 })}
                  placeholder="https://"
                  value={link.url}
                  onChange={(e) => setLink(index, withAddress(link, e.currentTarget.value))}
                  error={error(`settings.social.${index}.url`)}
                />
                <Button
                  mt={24}
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    setSettings({ social: settings.social.filter((_, i) => i !== index) })
                  }
                >
                  {t('siteSettings.social.remove', { number: index + 1 })}
                </Button>
              </Group>
            ))}
            <Group>
              <Button
                variant="default"
                onClick={() => setSettings({ social: [...settings.social, NEW_SOCIAL_LINK] })}
              >
                {t('siteSettings.social.add')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('siteSettings.images.title')}>
          <Stack gap="md">
            {IMAGE_FIELDS.map((field) => (
              <div key={field}>
                <MediaField
                  label={t(`siteSettings.images.${field}`)}
                  value={values[field]}
                  onChange={(id) => setValues((v) => ({ ...v, [field]: id }))}
                  error={error(field)}
                />
                <Text size="xs" c="dimmed" mt={4}>
                  {t(`siteSettings.images.${field}Help`)}
                </Text>
              </div>
            ))}
          </Stack>
        </Fieldset>

        <Select
          label={t('siteSettings.language.label')}
          description={t('siteSettings.language.help')}
          data={SITE_LANGUAGES.map((l) => ({ value: l, label: t(`siteSettings.language.${l}`) }))}
          value={settings.language}
          allowDeselect={false}
          onChange={(language) =>
            language && setSettings({ language: language as Values['settings']['language'] })
          }
          maw={320}
        />

        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            {t('siteSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
