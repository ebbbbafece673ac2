import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import type { Article, Section } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useReusableSections, type ReusableCommands } from '../hooks/use-reusable-sections'
import { ReusableSectionList } from './reusable-section-list'

/** Changes on the server reload the page: unsaved changes would be lost, so they come first. */
function SaveFirst({ hasUnsaved }: { hasUnsaved: boolean }) {
  const { t } = useTranslation()
  return hasUnsaved ? (
    <Text size="sm" c="dimmed">
      {t('editor.reusable.saveFirst')}
    </Text>
  ) : null
}

/**
 * A section's part of reusable sections (issue 19): a placement says what it shows and on how
 * many pages, and can be detached; any other section can be made reusable under a name.
 */
export function ReusableSectionBox({
  section,
  reusable,
  hasUnsaved,
}: {
  section: Section
  reusable: ReusableCommands
  hasUnsaved: boolean
}) {
  const { t } = useTranslation()
  const list = useReusableSections(reusable.siteId)
  const [name, setName] = useState(section.title ?? '')
  const shared = list.data?.find((r) => r.id === section.reusable_section_id)
  return (
    <Stack gap="xs" component="section" aria-labelledby={`reusable-${section.id}`}>
      <Title order={3} size="h6" id={`reusable-${section.id}`}>
        {t('editor.reusable.title')}
      </Title>
      {section.reusable_section_id ? (
        <>
          <Alert
            color="blue"
            title={t('editor.reusable.isReusable', { title: shared?.title ?? '' })}
          >
            {shared && (
              <Text size="sm">{t('editor.reusable.shownOn', { count: shared.pages.length })}</Text>
            )}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('editor.reusable.detachHint')}
          </Text>
          <Group>
            <Button
              size="xs"
              variant="default"
              disabled={hasUnsaved}
              onClick={() => void reusable.detach(section.id)}
            >
              {t('editor.reusable.detach')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('editor.reusable.makeHint')}
          </Text>
          <TextInput
            label={t('editor.reusable.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Group>
            <Button
              size="xs"
              variant="default"
              disabled={hasUnsaved || !name.trim()}
              onClick={() => void reusable.make(section.id, name.trim())}
            >
              {t('editor.reusable.make')}
            </Button>
          </Group>
        </>
      )}
      <SaveFirst hasUnsaved={hasUnsaved} />
    </Stack>
  )
}

/** An article's part: a reusable section of the site placed at its end, and the site's list. */
export function PlaceReusableSection({
  article,
  reusable,
  hasUnsaved,
}: {
  article: Article
  reusable: ReusableCommands
  hasUnsaved: boolean
}) {
  const { t } = useTranslation()
  const list = useReusableSections(reusable.siteId)
  const [picked, setPicked] = useState<string | null>(null)
  if (!list.data) return null
  if (list.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('editor.reusable.none')}
      </Text>
    )
  return (
    <Stack gap="xs">
      <Select
        label={t('editor.reusable.place')}
        data={list.data.map((r) => ({
          value: String(r.id),
          label: `${r.title} (${t('editor.reusable.shownOn', { count: r.pages.length })})`,
        }))}
        value={picked}
        onChange={setPicked}
      />
      <Group>
        <Button
          size="xs"
          variant="default"
          disabled={hasUnsaved || !picked}
          onClick={() => picked && void reusable.place(Number(picked), article.id)}
        >
          {t('editor.reusable.placeButton')}
        </Button>
      </Group>
      <SaveFirst hasUnsaved={hasUnsaved} />
      <ReusableSectionList siteId={reusable.siteId} sections={list.data} />
    </Stack>
  )
}
