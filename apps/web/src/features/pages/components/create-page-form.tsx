import { Checkbox, Select, Text, TextInput } from '@mantine/core'
import { CreatePageBody, normalizePageUrl, slugify, type Page } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useCreatePage } from '../api/create-page'
import { useSiteLayouts } from '../../../api/queries/get-site-layouts'
import { useSitePages } from '../api/get-site-pages'

/** The layout choice 'none' (a page without header and footer). */
const NO_LAYOUT = 'none'
const optionalId = (value: FormDataEntryValue | null) =>
  value && value !== NO_LAYOUT ? Number(value) : null

/**
 * spec §2 /puronectar/createpage: title, address, parent and layout of a new page; with the flag
 * set it starts with one empty article and section (spec §4). The address is normalized as the
 * person types and shown before saving.
 */
export function CreatePageForm({
  siteId,
  initialUrl,
  onCreated,
  onCancel,
}: {
  siteId: number
  /** An address to start with (the editor's 404 screen offers to create the missing page). */
  initialUrl?: string
  onCreated: (page: Page) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const create = useCreatePage()
  const pages = useSitePages(siteId)
  const layouts = useSiteLayouts(siteId)
  const [title, setTitle] = useState('')
  const [typedUrl, setTypedUrl] = useState<string | null>(initialUrl || null)
  const [parentId, setParentId] = useState<string | null>(null)
  // Not chosen yet: the site's standard layout (the home page's, else the first; issue 13,
  // defect 6); NO_LAYOUT when the person picks none.
  const [layoutChoice, setLayoutChoice] = useState<string | null>(null)
  const standardLayoutId =
    pages.data?.find((p) => p.url === '')?.layout_id ?? layouts.data?.[0]?.id ?? null
  const layoutId =
    layoutChoice ?? (standardLayoutId === null ? NO_LAYOUT : String(standardLayoutId))
  const parent = pages.data?.find((p) => String(p.id) === parentId)
  const url = normalizePageUrl(
    typedUrl ?? `${parent?.url ? `${parent.url}/` : ''}${slugify(title, 100)}`,
  )
  const siblings = pages.data?.filter((p) => (p.parent_id ?? null) === (parent?.id ?? null)) ?? []
  const form = useZodForm({
    schema: CreatePageBody,
    serverError: create.error,
    read: (data) => ({
      site_id: siteId,
      title: String(data.get('title') ?? ''),
      url,
      parent_id: optionalId(data.get('parent_id')),
      layout_id: optionalId(data.get('layout_id')),
      order: siblings.length + 1,
      create_article: data.get('create_article') === 'on',
      show_in_menu: data.get('show_in_menu') === 'on',
    }),
    onValid: (body) => create.mutate(body, { onSuccess: onCreated }),
  })
  return (
    <CheckedForm onSubmit={form.handleSubmit} formError={form.formError}>
      <TextInput
        name="title"
        label={t('pages.fields.title')}
        required
        data-autofocus
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={form.errors.title}
      />
      <Select
        name="parent_id"
        label={t('pages.fields.parent')}
        placeholder={t('pages.fields.noParent')}
        clearable
        searchable
        value={parentId}
        onChange={setParentId}
        data={(pages.data ?? []).map((p) => ({
          value: String(p.id),
          label: `${p.title} (/${p.url})`,
        }))}
        error={form.errors.parent_id}
      />
      <TextInput
        name="url"
        label={t('pages.fields.url')}
        description={t('pages.fields.urlHint')}
        leftSection={<span aria-hidden="true">/</span>}
        value={typedUrl ?? url}
        onChange={(event) => setTypedUrl(event.currentTarget.value)}
        error={form.errors.url}
        autoCapitalize="none"
        spellCheck={false}
      />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="normalized-url">
        {t('pages.create.urlPreview', { url: `/${url}` })}
      </Text>
      <Select
        name="layout_id"
        label={t('pages.fields.layout')}
        placeholder={t('pages.fields.noLayout')}
        value={layoutId}
        onChange={setLayoutChoice}
        allowDeselect={false}
        data={[
          { value: NO_LAYOUT, label: t('pages.fields.noLayout') },
          ...(layouts.data ?? []).map((l) => ({ value: String(l.id), label: l.title })),
        ]}
        error={form.errors.layout_id}
      />
      <Checkbox
        name="create_article"
        defaultChecked
        label={t('pages.create.withArticle')}
        description={t('pages.create.withArticleHint')}
      />
      <Checkbox
        name="show_in_menu"
        defaultChecked
        label={t('pages.create.showInMenu')}
        description={t('pages.create.showInMenuHint')}
      />
      <FormActions
        submitLabel={t('pages.create.submit')}
        isPending={create.isPending}
        onCancel={onCancel}
      />
    </CheckedForm>
  )
}
