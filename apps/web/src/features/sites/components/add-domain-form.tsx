import { Checkbox, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { CreateDomainBody, cleanDomainInput } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useZodForm } from '../../../hooks/use-zod-form'
import { FeatureLockedNotice, lockedServicesOf } from '../../../components/feature-locked-notice'
import { useCreateDomain } from '../api/create-domain'

/** Adds a custom domain to a site; it needs verifying before visitors are served on it. */
export function AddDomainForm({ siteId }: { siteId: number }) {
  const { t } = useTranslation()
  const create = useCreateDomain()
  // the plan changed since the screen loaded: the server's 403 names the services to book
  const locked = lockedServicesOf(create.error)
  const form = useZodForm({
    schema: CreateDomainBody,
    serverError: locked ? null : create.error,
    read: (data) => ({
      domain: String(data.get('domain') ?? ''),
      forward_key: data.get('forward_key') === 'on',
    }),
    onValid: (body, element) =>
      create.mutate(
        { siteId, body },
        {
          onSuccess: (domain) => {
            element.reset()
            notifications.show({
              color: 'green',
              message: t('domains.add.done', { domain: domain.domain }),
            })
          },
        },
      ),
  })
  if (locked) return <FeatureLockedNotice permission="custom_domains" services={locked} />
  return (
    <CheckedForm onSubmit={form.handleSubmit} formError={form.formError}>
      <TextInput
        name="domain"
        label={t('domains.add.domain')}
        placeholder="www.example.com"
        description={t('domains.add.hint')}
        required
        error={form.errors.domain}
        autoCapitalize="none"
        spellCheck={false}
        // a pasted address (https://www.Example.de/) shows as the host it stands for (issue 13)
        onBlur={(event) => {
          event.currentTarget.value = cleanDomainInput(event.currentTarget.value)
        }}
      />
      <Checkbox name="forward_key" label={t('domains.forward')} />
      <FormActions submitLabel={t('domains.add.submit')} isPending={create.isPending} />
    </CheckedForm>
  )
}
