import { Alert, TextInput } from '@mantine/core'
import { UpdateOrganizationSettingsBody, type OrganizationSettings } from '@sitewerk/contracts'
import { useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useFormCheck } from '../hooks/use-form-check'

/** A field that picks one of the organisation's media files by id (composed in app/). */
export type MediaIdField = ComponentType<{
  label: string
  value: number | null
  onChange: (id: number | null) => void
  error?: string
}>

type Values = Required<UpdateOrganizationSettingsBody>

/** 'Allgemein': the organisation's title, logo and icon (images of its media library). */
export function GeneralForm({
  settings,
  canEdit,
  MediaField,
  isPending,
  serverError,
  onSubmit,
}: {
  settings: OrganizationSettings
  canEdit: boolean
  MediaField: MediaIdField
  isPending: boolean
  serverError: unknown
  onSubmit: (body: UpdateOrganizationSettingsBody) => void
}) {
  const { t } = useTranslation()
  const [values, setValues] = useState<Values>({
    title: settings.title,
    logo_file_id: settings.logo_file_id,
    icon_file_id: settings.icon_file_id,
  })
  const { errors, formError, submit } = useFormCheck({
    schema: UpdateOrganizationSettingsBody,
    serverError,
    onSubmit,
  })

  return (
    <CheckedForm onSubmit={submit(values)} formError={formError}>
      {!canEdit && <Alert color="gray">{t('organizationSettings.adminsOnly')}</Alert>}
      <TextInput
        label={t('organizationSettings.general.title')}
        value={values.title}
        onChange={(e) => {
          const title = e.currentTarget.value
          setValues((v) => ({ ...v, title }))
        }}
        error={errors.title}
        required
        readOnly={!canEdit}
      />
      {canEdit ? (
        <>
          <MediaField
            label={t('organizationSettings.general.logo')}
            value={values.logo_file_id}
            onChange={(id) => setValues((v) => ({ ...v, logo_file_id: id }))}
            error={errors.logo_file_id}
          />
          <MediaField
            label={t('organizationSettings.general.icon')}
            value={values.icon_file_id}
            onChange={(id) => setValues((v) => ({ ...v, icon_file_id: id }))}
            error={errors.icon_file_id}
          />
          <FormActions submitLabel={t('common.save')} isPending={isPending} />
        </>
      ) : null}
    </CheckedForm>
  )
}
