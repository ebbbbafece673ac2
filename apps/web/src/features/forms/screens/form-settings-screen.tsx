import {
  Divider,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { FormBody, type Form } from '@sitewerk/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { DeleteSection } from '../../../components/ui/delete-section'
import { SectionCard } from '../../../components/ui/section-card'
import {
  fieldErrorsFromApiError,
  fieldErrorsFromZod,
  unmatchedErrorMessage,
  type FormErrors,
} from '../../../utils/form-errors'
import { formBody, useDeleteForm, useUpdateForm } from '../api/forms'
import { LiquidVariables } from '../components/liquid-variables'
import { WebhookSecret } from '../components/webhook-secret'
import { useFormOfScreen } from '../hooks'

/** The settings as the inputs hold them: texts as typed, an empty retention as ''. */
type Values = Omit<FormBody, 'schema' | 'site_id' | 'retention_days'> & {
  retention_days: number | ''
}

function initial(form: Form): Values {
  const { schema: _schema, site_id: _site, retention_days, ...rest } = formBody(form)
  return { ...rest, retention_days: retention_days ?? '' }
}

const orNull = (text: string | null | undefined) => (text?.trim() ? text : null)

/** The first message at `name` or below it (`mailsIntern.1` for the second address). */
function errorAt(errors: FormErrors, name: string) {
  return errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1]
}

const SETTINGS_FIELDS = [
  'title',
  'saveToDatabase',
  'retention_days',
  'sendMailIntern',
  'mailsIntern',
  'subjectIntern',
  'mailTemplateBeforeIntern',
  'mailTemplateAfterIntern',
  'sendMailExtern',
  'mailKeyExtern',
  'subjectExtern',
  'mailTemplateBeforeExtern',
  'mailTemplateAfterExtern',
  'webhook_url',
]

/**
 * /puronectar/forms/{id}/settings: storage and retention, the internal notification and the
 * visitor's confirmation (Liquid texts before and after the list of fields), the webhook.
 */
export function FormSettingsScreen() {
  const { t } = useTranslation()
  const form = useFormOfScreen()
  const navigate = useNavigate()
  const update = useUpdateForm(form.id)
  const remove = useDeleteForm(form.id)
  const [values, setValues] = useState<Values>(() => initial(form))
  const [clientErrors, setClientErrors] = useState<FormErrors>({})
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }))
  const text = (key: keyof Values) => ({
    value: (values[key] as string | null) ?? '',
    onChange: (event: { currentTarget: { value: string } }) =>
      set(key, event.currentTarget.value as never),
  })
  const emailFields = form.schema.filter((field) => field.$formkit === 'email')
  const errors = Object.keys(clientErrors).length
    ? clientErrors
    : fieldErrorsFromApiError(update.error)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = formBody(form, {
      ...values,
      title: values.title.trim(),
      retention_days: values.retention_days === '' ? null : values.retention_days,
      subjectIntern: orNull(values.subjectIntern),
      subjectExtern: orNull(values.subjectExtern),
      mailTemplateBeforeIntern: orNull(values.mailTemplateBeforeIntern),
      mailTemplateAfterIntern: orNull(values.mailTemplateAfterIntern),
      mailTemplateBeforeExtern: orNull(values.mailTemplateBeforeExtern),
      mailTemplateAfterExtern: orNull(values.mailTemplateAfterExtern),
      webhook_url: orNull(values.webhook_url?.trim()),
    })
    const parsed = FormBody.safeParse(body)
    if (!parsed.success) {
      setClientErrors(fieldErrorsFromZod(parsed.error, t))
      return
    }
    setClientErrors({})
    update.mutate(body, {
      onSuccess: () => notifications.show({ color: 'green', message: t('forms.saved') }),
    })
  }

  return (
    <Stack gap="lg">
      <SectionCard id="form-settings-title" title={t('forms.tabs.settings')}>
        <CheckedForm
          onSubmit={handleSubmit}
          formError={
            Object.keys(clientErrors).length
              ? null
              : unmatchedErrorMessage(update.error, SETTINGS_FIELDS)
          }
        >
          <TextInput
            label={t('forms.fields.title')}
            required
            {...text('title')}
            error={errors.title}
          />
          <Divider label={t('forms.settings.storage')} labelPosition="left" />
          <Switch
            label={t('forms.settings.saveToDatabase')}
            checked={values.saveToDatabase}
            onChange={(event) => set('saveToDatabase', event.currentTarget.checked)}
          />
          <NumberInput
            label={t('forms.settings.retention')}
            description={t('forms.settings.retentionHint')}
            placeholder={t('forms.settings.retentionKeep')}
            suffix={` ${t('forms.settings.days')}`}
            min={1}
            max={3650}
            allowDecimal={false}
            allowNegative={false}
            value={values.retention_days}
            onChange={(value) => set('retention_days', typeof value === 'number' ? value : '')}
            error={errors.retention_days}
            w={280}
          />
          <Divider label={t('forms.settings.intern')} labelPosition="left" />
          <Switch
            label={t('forms.settings.sendMailIntern')}
            checked={values.sendMailIntern}
            onChange={(event) => set('sendMailIntern', event.currentTarget.checked)}
          />
          {values.sendMailIntern && (
            <>
              <TagsInput
                label={t('forms.settings.mailsIntern')}
                description={t('forms.settings.mailsInternHint')}
                value={values.mailsIntern ?? []}
                onChange={(mails) => set('mailsIntern', mails)}
                splitChars={[',', ' ', ';']}
                error={errorAt(errors, 'mailsIntern')}
              />
              <TextInput
                label={t('forms.settings.subject')}
                {...text('subjectIntern')}
                error={errors.subjectIntern}
              />
              <Textarea
                label={t('forms.settings.textBefore')}
                autosize
                minRows={2}
                {...text('mailTemplateBeforeIntern')}
                error={errors.mailTemplateBeforeIntern}
              />
              <Textarea
                label={t('forms.settings.textAfter')}
                autosize
                minRows={2}
                {...text('mailTemplateAfterIntern')}
                error={errors.mailTemplateAfterIntern}
              />
            </>
          )}
          <Divider label={t('forms.settings.extern')} labelPosition="left" />
          <Switch
            label={t('forms.settings.sendMailExtern')}
            description={t('forms.settings.sendMailExternCaptcha')}
            checked={values.sendMailExtern}
            onChange={(event) => set('sendMailExtern', event.currentTarget.checked)}
          />
          {values.sendMailExtern && (
            <>
              <NativeSelect
                label={t('forms.settings.mailKeyExtern')}
                description={emailFields.length ? undefined : t('forms.settings.mailKeyExternNone')}
                data={[
                  { value: '', label: '–' },
                  ...emailFields.map((field) => ({
                    value: field.name,
                    label: field.label || field.name,
                  })),
                ]}
                value={values.mailKeyExtern ?? ''}
                onChange={(event) => set('mailKeyExtern', event.currentTarget.value || null)}
                error={errors.mailKeyExtern}
              />
              <TextInput
                label={t('forms.settings.subject')}
                {...text('subjectExtern')}
                error={errors.subjectExtern}
              />
              <Textarea
                label={t('forms.settings.textBefore')}
                autosize
                minRows={2}
                {...text('mailTemplateBeforeExtern')}
                error={errors.mailTemplateBeforeExtern}
              />
              <Textarea
                label={t('forms.settings.textAfter')}
                autosize
                minRows={2}
                {...text('mailTemplateAfterExtern')}
                error={errors.mailTemplateAfterExtern}
              />
            </>
          )}
          {(values.sendMailIntern || values.sendMailExtern) && (
            <LiquidVariables fields={form.schema} />
          )}
          <Divider label={t('forms.settings.webhook')} labelPosition="left" />
          <TextInput
            type="url"
            label={t('forms.settings.webhookUrl')}
            description={t('forms.settings.webhookUrlHint')}
            placeholder="https://"
            {...text('webhook_url')}
            error={errors.webhook_url}
          />
          {form.webhook_secret && form.webhook_url ? (
            <WebhookSecret secret={form.webhook_secret} />
          ) : (
            values.webhook_url && (
              <Text size="sm" c="dimmed">
                {t('forms.settings.secretAfterSave')}
              </Text>
            )
          )}
          <FormActions submitLabel={t('common.save')} isPending={update.isPending} />
        </CheckedForm>
      </SectionCard>
      <DeleteSection
        id="form-delete"
        title={t('forms.delete.title')}
        text={t('forms.delete.text')}
        buttonLabel={t('forms.delete.button')}
        confirmText={t('forms.delete.confirm', { title: form.title })}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, { onSuccess: () => void navigate('/puronectar/forms') })
        }
      />
    </Stack>
  )
}
