import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  TagsInput,
  Text,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  CAPTCHA_DIFFICULTY,
  CAPTCHA_DIFFICULTY_PRESETS,
  type CaptchaDifficultyPreset,
  type CaptchaSettings,
} from '@sitewerk/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/ui/form-alert'
import { fieldErrorsFromApiError, unmatchedErrorMessage } from '../../../utils/form-errors'
import { useUpdateCaptchaSettings } from '../api/update-captcha-settings'

const PRESETS = Object.keys(CAPTCHA_DIFFICULTY_PRESETS) as CaptchaDifficultyPreset[]
const CUSTOM = 'custom'
const FIELDS = ['enabled', 'difficulty', 'allowed_domains']

const presetOf = (difficulty: number) =>
  PRESETS.find((preset) => CAPTCHA_DIFFICULTY_PRESETS[preset] === difficulty) ?? CUSTOM

/** spec §2 captcha/settings: on or off, how much work a challenge is, which own sites may ask. */
export function CaptchaSettingsForm({
  organizationId,
  settings,
  canEdit,
}: {
  organizationId: number
  settings: CaptchaSettings
  canEdit: boolean
}) {
  const { t } = useTranslation()
  const update = useUpdateCaptchaSettings(organizationId)
  const [enabled, setEnabled] = useState(settings.enabled)
  const [preset, setPreset] = useState<string>(presetOf(settings.difficulty))
  const [difficulty, setDifficulty] = useState(settings.difficulty)
  const [domains, setDomains] = useState(settings.allowed_domains)
  const errors = fieldErrorsFromApiError(update.error)
  const domainError = Object.entries(errors)
    .filter(([field]) => field.startsWith('allowed_domains'))
    .map(([field, message]) => {
      const index = Number(field.split('.')[1])
      return Number.isInteger(index) ? `${domains[index] ?? ''}: ${message}` : message
    })
    .join(' ')

  function choosePreset(value: string) {
    setPreset(value)
    if (value !== CUSTOM)
      setDifficulty(CAPTCHA_DIFFICULTY_PRESETS[value as CaptchaDifficultyPreset])
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    update.mutate(
      { enabled, difficulty, allowed_domains: domains },
      {
        onSuccess: (saved) => {
          setDomains(saved.allowed_domains)
          notifications.show({ color: 'green', message: t('captcha.settings.saved') })
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert
          message={unmatchedErrorMessage(update.error, [
            ...FIELDS,
            ...Object.keys(errors).filter((field) => field.startsWith('allowed_domains.')),
          ])}
        />
        {!canEdit && (
          <Alert color="gray" variant="light">
            {t('captcha.settings.ownersOnly')}
          </Alert>
        )}
        <Switch
          label={t('captcha.settings.enabled')}
          description={t('captcha.settings.enabledHint')}
          checked={enabled}
          disabled={!canEdit}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
          error={errors.enabled}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500} id="captcha-difficulty-label">
            {t('captcha.settings.difficulty')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('captcha.settings.difficultyHint')}
          </Text>
          <SegmentedControl
            aria-labelledby="captcha-difficulty-label"
            value={preset}
            onChange={choosePreset}
            disabled={!canEdit}
            data={[
              ...PRESETS.map((value) => ({
                value,
                label: t(`captcha.settings.presets.${value}`),
              })),
              { value: CUSTOM, label: t('captcha.settings.presets.custom') },
            ]}
          />
          {preset === CUSTOM && (
            <NumberInput
              label={t('captcha.settings.maxnumber')}
              description={t('captcha.settings.maxnumberHint', {
                min: CAPTCHA_DIFFICULTY.min,
                max: CAPTCHA_DIFFICULTY.max,
              })}
              value={difficulty}
              min={CAPTCHA_DIFFICULTY.min}
              max={CAPTCHA_DIFFICULTY.max}
              step={1000}
              allowDecimal={false}
              thousandSeparator="."
              decimalSeparator=","
              disabled={!canEdit}
              onChange={(value) => setDifficulty(typeof value === 'number' ? value : 0)}
              error={errors.difficulty}
            />
          )}
          {preset !== CUSTOM && errors.difficulty && (
            <Text size="sm" c="red.8">
              {errors.difficulty}
            </Text>
          )}
        </Stack>
        <TagsInput
          label={t('captcha.settings.domains')}
          description={t('captcha.settings.domainsHint')}
          placeholder={t('captcha.settings.domainsPlaceholder')}
          value={domains}
          onChange={setDomains}
          disabled={!canEdit}
          splitChars={[',', ' ']}
          clearable
          error={domainError || undefined}
        />
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  )
}
