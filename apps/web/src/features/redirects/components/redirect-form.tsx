import { NativeSelect, TextInput } from '@mantine/core'
import { CreateRedirectBody, type Redirect } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useZodForm } from '../../../hooks/use-zod-form'

export interface RedirectValues {
  from: string
  to: string
  status: 301 | 302
}

/** A pasted address of an old site ('https://alt.example/kontakt?x=1') stands for its path. */
function pathOfPasted(value: string) {
  const trimmed = value.trim()
  if (!/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)) return value
  return new URL(trimmed).pathname
}

/**
 * From, to and kind of a redirect (decision 036), checked with the contract before it is sent;
 * the server's refusals (a loop, a chain, a published page's address) show at their field.
 */
export function RedirectForm({
  initial,
  submitLabel,
  isPending,
  serverError,
  onSubmit,
  onCancel,
}: {
  initial?: Pick<Redirect, 'from' | 'to' | 'status'>
  submitLabel: string
  isPending: boolean
  serverError: unknown
  onSubmit: (values: RedirectValues, form: HTMLFormElement) => void
  onCancel?: () => void
}) {
  const { t } = useTranslation()
  const form = useZodForm({
    schema: CreateRedirectBody,
    serverError,
    read: (data) => ({
      from: String(data.get('from') ?? ''),
      to: String(data.get('to') ?? ''),
      status: Number(data.get('status')),
    }),
    onValid: (values, element) => onSubmit(values as RedirectValues, element),
  })
  return (
    <CheckedForm onSubmit={form.handleSubmit} formError={form.formError}>
      <TextInput
        name="from"
        label={t('redirects.form.from')}
        description={t('redirects.form.fromHint')}
        placeholder="/alte-seite"
        defaultValue={initial?.from}
        required
        error={form.errors.from}
        autoCapitalize="none"
        spellCheck={false}
        onBlur={(event) => {
          event.currentTarget.value = pathOfPasted(event.currentTarget.value)
        }}
      />
      <TextInput
        name="to"
        label={t('redirects.form.to')}
        description={t('redirects.form.toHint')}
        placeholder="/neue-seite"
        defaultValue={initial?.to}
        required
        error={form.errors.to}
        autoCapitalize="none"
        spellCheck={false}
      />
      <NativeSelect
        name="status"
        label={t('redirects.form.status')}
        defaultValue={String(initial?.status ?? 301)}
        data={[
          { value: '301', label: t('redirects.status.301') },
          { value: '302', label: t('redirects.status.302') },
        ]}
        error={form.errors.status}
      />
      <FormActions
        submitLabel={submitLabel}
        isPending={isPending}
        {...(onCancel ? { onCancel } : {})}
      />
    </CheckedForm>
  )
}
