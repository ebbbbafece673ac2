import { Button, Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core'
import { MenuUrl, type MenuItem } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/ui/section-card'
import { newEntryId, type MenuPageInfo } from '../menu-model'

export interface AddEntriesProps {
  items: MenuItem[]
  /** Pages a menu may show (never the not-found page). */
  pages: readonly MenuPageInfo[]
  onChange: (items: MenuItem[]) => void
}

/** Adds a page that is not in the menu yet, or a link of the owner's choice, at the end. */
export function AddEntries({ items, pages, onChange }: AddEntriesProps) {
  const { t } = useTranslation()
  const listed = new Set(
    items.flatMap((i) => [i, ...i.children]).flatMap((e) => (e.kind === 'page' ? [e.page_id] : [])),
  )
  const missing = pages.filter((p) => !listed.has(p.id))
  const [pageId, setPageId] = useState<string | null>(null)
  const [label, setLabel] = useState('')
  const [url, setUrl] = useState('')
  const [newTab, setNewTab] = useState(false)
  const [errors, setErrors] = useState<{ label?: string; url?: string }>({})

  const append = (
    entry:
      | { kind: 'page'; page_id: number }
      | { kind: 'link'; label: string; url: string; new_tab: boolean },
  ) => onChange([...items, { ...entry, id: newEntryId(items), hidden: false, children: [] }])

  function addLink() {
    const next = {
      label: label.trim() ? undefined : t('validation.required'),
      url: url.trim()
        ? MenuUrl.safeParse(url).success
          ? undefined
          : t('validation.url')
        : t('validation.required'),
    }
    setErrors(next)
    if (next.label || next.url) return
    append({ kind: 'link', label: label.trim(), url: url.trim(), new_tab: newTab })
    setLabel('')
    setUrl('')
    setNewTab(false)
  }

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard id="menu-add-page" title={t('menu.addPage.title')}>
        <Select
          label={t('menu.addPage.page')}
          placeholder={missing.length ? undefined : t('menu.addPage.none')}
          disabled={missing.length === 0}
          searchable
          value={pageId}
          onChange={setPageId}
          data={missing.map((p) => ({ value: String(p.id), label: `${p.title} (/${p.url})` }))}
        />
        <Group mt="sm">
          <Button
            variant="light"
            disabled={pageId === null}
            onClick={() => {
              append({ kind: 'page', page_id: Number(pageId) })
              setPageId(null)
            }}
          >
            {t('menu.addPage.submit')}
          </Button>
        </Group>
      </SectionCard>
      <SectionCard id="menu-add-link" title={t('menu.addLink.title')}>
        <TextInput
          label={t('menu.linkLabel')}
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          error={errors.label}
        />
        <TextInput
          mt="sm"
          label={t('menu.url')}
          description={t('menu.urlHint')}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={errors.url}
          autoCapitalize="none"
          spellCheck={false}
        />
        <Checkbox
          mt="sm"
          label={t('menu.newTab')}
          checked={newTab}
          onChange={(event) => setNewTab(event.currentTarget.checked)}
        />
        <Group mt="sm">
          <Button variant="light" onClick={addLink}>
            {t('menu.addLink.submit')}
          </Button>
        </Group>
      </SectionCard>
    </SimpleGrid>
  )
}
