import { Modal, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Redirect, SavedRedirect } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { FormAlert } from '../../../components/ui/form-alert'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { SectionCard } from '../../../components/ui/section-card'
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete'
import { useCreateRedirect } from '../api/create-redirect'
import { useDeleteRedirect } from '../api/delete-redirect'
import { useRedirects } from '../api/get-redirects'
import { useUpdateRedirect } from '../api/update-redirect'
import { RedirectForm } from '../components/redirect-form'
import { RedirectsTable } from '../components/redirects-table'

/** /puronectar/site/redirects: the current site's redirects (decision 036). */
export function RedirectsScreen({ siteId }: { siteId: number }) {
  const { t } = useTranslation()
  const redirects = useRedirects(siteId)
  const create = useCreateRedirect()
  const remove = useDeleteRedirect()
  const confirmDelete = useConfirmDelete()
  const [editing, setEditing] = useState<Redirect | null>(null)
  const announceSaved = useSavedNotice()

  const askDelete = (redirect: Redirect) =>
    confirmDelete({
      text: t('redirects.confirmDelete', { from: redirect.from }),
      onConfirm: () => remove.mutate({ id: redirect.id, siteId }),
    })

  let list
  if (redirects.isPending) list = <CenteredLoader label={t('common.loading')} />
  else if (!redirects.data)
    list = (
      <QueryError
        title={t('redirects.loadFailed')}
        error={redirects.error}
        onRetry={() => void redirects.refetch()}
      />
    )
  else
    list = (
      <RedirectsTable
        redirects={redirects.data.items}
        deletingId={remove.isPending ? remove.variables.id : null}
        onEdit={setEditing}
        onDelete={askDelete}
      />
    )

  return (
    <Stack gap="lg" maw={1080}>
      <ScreenTitle>{t('redirects.title')}</ScreenTitle>
      <Text>{t('redirects.intro')}</Text>
      <SectionCard id="redirects-list-title" title={t('redirects.list')}>
        <FormAlert message={remove.error ? remove.error.message : null} />
        {list}
      </SectionCard>
      <SectionCard id="redirects-add-title" title={t('redirects.add')}>
        <RedirectForm
          submitLabel={t('redirects.addSubmit')}
          isPending={create.isPending}
          serverError={create.error}
          onSubmit={(body, form) =>
            create.mutate(
              { siteId, body },
              {
                onSuccess: (saved) => {
                  form.reset()
                  announceSaved(saved)
                },
              },
            )
          }
        />
      </SectionCard>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('redirects.editTitle', { from: editing?.from ?? '' })}
      >
        {editing && (
          <EditRedirect
            redirect={editing}
            onDone={(saved) => {
              setEditing(null)
              announceSaved(saved)
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  )
}

/** The dialog's form: one redirect changed, checked like a new one. */
function EditRedirect({
  redirect,
  onDone,
  onCancel,
}: {
  redirect: Redirect
  onDone: (saved: SavedRedirect) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const update = useUpdateRedirect()
  return (
    <RedirectForm
      initial={redirect}
      submitLabel={t('common.save')}
      isPending={update.isPending}
      serverError={update.error}
      onCancel={onCancel}
      onSubmit={(body) => update.mutate({ id: redirect.id, body }, { onSuccess: onDone })}
    />
  )
}

/** Says a redirect was saved, and which older ones now lead straight to its target. */
function useSavedNotice() {
  const { t } = useTranslation()
  return ({ redirect, repointed }: SavedRedirect) =>
    notifications.show({
      color: 'green',
      message: repointed.length
        ? t('redirects.savedRepointed', { count: repointed.length, to: redirect.to })
        : t('redirects.saved', { from: redirect.from }),
    })
}
