import { Stack, Text, TextInput } from '@mantine/core'
import { FormBody } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { SectionCard } from '../../../components/ui/section-card'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useCurrentSiteValue } from '../../../hooks/use-current-site-value'
import { useCreateForm } from '../api/forms'

/** /puronectar/forms/create: a form of the current site by its title, then on to its fields. */
export function FormCreateScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const site = useCurrentSiteValue()
  const create = useCreateForm()
  const form = useZodForm({
    schema: FormBody,
    serverError: create.error,
    read: (data) => ({ site_id: site.id, title: String(data.get('title') ?? '') }),
    onValid: (body) =>
      create.mutate(body, {
        onSuccess: (created) => void navigate(`/puronectar/forms/${created.id}/form`),
      }),
  })
  return (
    <Stack gap="lg" maw={640}>
      <ScreenTitle>{t('forms.create.title')}</ScreenTitle>
      <SectionCard id="form-create" title={t('forms.create.section')}>
        <CheckedForm onSubmit={form.handleSubmit} formError={form.formError}>
          <TextInput
            name="title"
            label={t('forms.fields.title')}
            required
            error={form.errors.title}
          />
          <Text size="sm" c="dimmed">
            {t('forms.create.site', { site: site.title })}
          </Text>
          <FormActions
            submitLabel={t('forms.create.submit')}
            isPending={create.isPending}
            onCancel={() => void navigate('/puronectar/forms')}
          />
        </CheckedForm>
      </SectionCard>
    </Stack>
  )
}
