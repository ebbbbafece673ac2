import { Checkbox, Select, TextInput } from '@mantine/core'
import {
  COMPONENT_NAMESPACES,
  CreateComponentBody,
  type Component,
  type ComponentNamespace,
} from '@sitewerk/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { IconPicker } from '../../../components/icon-picker/icon-picker'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useCheckedValues } from '../../../hooks/use-checked-values'

interface Values {
  title: string
  key: string
  namespace: ComponentNamespace
  icon: string
  platform: boolean
}

interface ComponentSettingsFormProps {
  component?: Component
  submitLabel: string
  isPending: boolean
  serverError: unknown
  /** Superusers creating a component may make it the platform's. */
  canChoosePlatform?: boolean
  readOnly?: boolean
  onSubmit: (body: CreateComponentBody) => void
}

/** Title, key, namespace and icon of a component (the studio's index tab and create screen). */
export function ComponentSettingsForm({
  component,
  submitLabel,
  isPending,
  serverError,
  canChoosePlatform = false,
  readOnly = false,
  onSubmit,
}: ComponentSettingsFormProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState<Values>({
    title: component?.title ?? '',
    key: component?.key ?? '',
    namespace: component?.namespace ?? 'module',
    icon: component?.icon ?? '',
    platform: false,
  })
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }))
  const { check, errors, formError } = useCheckedValues({
    schema: CreateComponentBody,
    serverError,
    fieldNames: ['title', 'key', 'namespace', 'icon', 'platform'],
  })

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { platform, icon, ...rest } = values
    const body = check({ ...rest, icon: icon.trim() || null, ...(platform ? { platform } : {}) })
    if (body) onSubmit(body)
  }

  return (
    <CheckedForm onSubmit={handleSubmit} formError={formError}>
      <TextInput
        label={t('components.fields.title')}
        value={values.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        required
        readOnly={readOnly}
        error={errors.title}
      />
      <TextInput
        label={t('components.fields.key')}
        description={t('components.fields.keyHint')}
        value={values.key}
        onChange={(event) => set('key', event.currentTarget.value)}
        required
        readOnly={readOnly}
        error={errors.key}
        spellCheck={false}
      />
      <Select
        label={t('components.fields.namespace')}
        data={COMPONENT_NAMESPACES.map((value) => ({
          value,
          label: t(`components.namespaces.${value}`),
        }))}
        value={values.namespace}
        onChange={(value) => value && set('namespace', value as ComponentNamespace)}
        allowDeselect={false}
        readOnly={readOnly}
        error={errors.namespace}
      />
      <IconPicker
        label={t('components.fields.icon')}
        description={t('components.fields.iconHint')}
        value={values.icon || null}
        onChange={(icon) => set('icon', icon ?? '')}
        readOnly={readOnly}
        error={errors.icon}
      />
      {canChoosePlatform && (
        <Checkbox
          label={t('components.fields.platform')}
          checked={values.platform}
          onChange={(event) => set('platform', event.currentTarget.checked)}
        />
      )}
      {!readOnly && <FormActions submitLabel={submitLabel} isPending={isPending} />}
    </CheckedForm>
  )
}
