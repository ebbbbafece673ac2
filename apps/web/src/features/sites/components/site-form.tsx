import { TextInput, Textarea } from '@mantine/core'
import { CreateSiteBody, type Site } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useZodForm } from '../../../hooks/use-zod-form'

interface SiteFormProps {
  /** The site to edit; without one the form creates a site. */
  site?: Site
  /** Where site addresses live, for the preview of {identifier}.{host}. */
  sitesHost: string
  submitLabel: string
  isPending: boolean
  serverError: unknown
  onSubmit: (body: CreateSiteBody) => void
}

/** Title, description and the address (identifier) of a site, with a live address preview. */
export function SiteForm({
  site,
  sitesHost,
  submitLabel,
  isPending,
  serverError,
  onSubmit,
}: SiteFormProps) {
  const { t } = useTranslation()
  const [identifier, setIdentifier] = useState(site?.identifier ?? '')
  const form = useZodForm({
    schema: CreateSiteBody,
    serverError,
    // empty: on create the server forms the address from the title; on edit it stays
    read: (data) => ({
      title: String(data.get('title') ?? ''),
      description: String(data.get('description') ?? '').trim() || (site ? null : undefined),
      identifier: String(data.get('identifier') ?? '').trim() || undefined,
    }),
    onValid: onSubmit,
  })
  const preview = identifier.trim().toLowerCase()

  return (
    <CheckedForm onSubmit={form.handleSubmit} formError={form.formError}>
      <TextInput
        name="title"
        label={t('sites.fields.title')}
        defaultValue={site?.title}
        required
        error={form.errors.title}
      />
      <Textarea
        name="description"
        label={t('sites.fields.description')}
        defaultValue={site?.description ?? ''}
        autosize
        minRows={2}
        error={form.errors.description}
      />
      <TextInput
        name="identifier"
        label={t('sites.fields.identifier')}
        value={identifier}
        onChange={(event) => setIdentifier(event.currentTarget.value)}
        description={
          preview
            ? t('sites.fields.identifierPreview', { address: `${preview}.${sitesHost}` })
            : t('sites.fields.identifierAuto')
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={form.errors.identifier}
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormActions submitLabel={submitLabel} isPending={isPending} />
    </CheckedForm>
  )
}
