import { Modal, TextInput } from '@mantine/core'
import { CreatePageBody, UpdatePageBody, slugify, type Page } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useCreatePage } from '../api/create-page'
import { useUpdatePage } from '../api/update-page'

/** A new page (with an empty article, spec §4), at the top or below `parent`. */
export function CreatePageModal({
  siteId,
  parent,
  order,
  onClose,
}: {
  siteId: number
  parent: Page | null
  /** Where the page goes among its siblings (after the last one). */
  order: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const create = useCreatePage()
  const prefix = parent?.url ? `${parent.url}/` : ''
  const [url, setUrl] = useState(prefix)
  const [isUrlEdited, setUrlEdited] = useState(false)
  const form = useZodForm({
    schema: CreatePageBody,
    serverError: create.error,
    read: (data) => ({
      site_id: siteId,
      title: String(data.get('title') ?? ''),
      url: String(data.get('url') ?? ''),
      parent_id: parent?.id ?? null,
      order,
      create_article: true,
    }),
    onValid: (body) => create.mutate(body, { onSuccess: onClose }),
  })
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        parent ? t('pages.create.titleBelow', { parent: parent.title }) : t('pages.create.title')
      }
    >
      <CheckedForm onSubmit={form.handleSubmit} formError={form.formError}>
        <TextInput
          name="title"
          label={t('pages.fields.title')}
          required
          data-autofocus
          error={form.errors.title}
          onChange={(event) => {
            if (!isUrlEdited) setUrl(`${prefix}${slugify(event.currentTarget.value)}`)
          }}
        />
        <TextInput
          name="url"
          label={t('pages.fields.url')}
          description={t('pages.fields.urlHint')}
          leftSection={<span aria-hidden="true">/</span>}
          value={url}
          onChange={(event) => {
            setUrlEdited(true)
            setUrl(event.currentTarget.value)
          }}
          error={form.errors.url}
          autoCapitalize="none"
          spellCheck={false}
        />
        <FormActions
          submitLabel={t('pages.create.submit')}
          isPending={create.isPending}
          onCancel={onClose}
        />
      </CheckedForm>
    </Modal>
  )
}

/** A page's new title. */
export function RenamePageModal({ page, onClose }: { page: Page; onClose: () => void }) {
  const { t } = useTranslation()
  const update = useUpdatePage()
  const form = useZodForm({
    schema: UpdatePageBody,
    serverError: update.error,
    onValid: (body) => update.mutate({ id: page.id, body }, { onSuccess: onClose }),
  })
  return (
    <Modal opened onClose={onClose} title={t('pages.rename')}>
      <CheckedForm onSubmit={form.handleSubmit} formError={form.formError}>
        <TextInput
          name="title"
          label={t('pages.fields.title')}
          defaultValue={page.title}
          required
          data-autofocus
          error={form.errors.title}
        />
        <FormActions
          submitLabel={t('common.save')}
          isPending={update.isPending}
          onCancel={onClose}
        />
      </CheckedForm>
    </Modal>
  )
}
