import { MediaCategoryTitle } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { TitleForm } from '../../../components/ui/title-form'

/** The title of a new or renamed category, checked with the contract before it is sent. */
export function CategoryTitleForm({
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: string
  submitLabel: string
  onSubmit: (title: string) => Promise<unknown>
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <TitleForm
      label={t('media.category.title')}
      initial={initial}
      maxLength={120}
      parse={(title) => {
        const parsed = MediaCategoryTitle.safeParse(title.trim())
        return parsed.success ? parsed.data : null
      }}
      invalidMessage={t('media.category.titleInvalid')}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  )
}
