import { SegmentedControl, VisuallyHidden } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PREVIEW_WIDTH_PX, PREVIEW_WIDTHS, type PreviewWidth } from './preview-widths'

/** Chooses the width the preview lays the page out at: one per spec §9 breakpoint. */
export function PreviewWidthSwitch({
  value,
  onChange,
}: {
  value: PreviewWidth
  onChange: (width: PreviewWidth) => void
}) {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    // the top bar has no room for a visible label; the control is still named by it
    <div>
      <VisuallyHidden id={labelId}>{t('preview.width')}</VisuallyHidden>
      <SegmentedControl
        aria-labelledby={labelId}
        size="xs"
        value={value}
        onChange={(next) => onChange(next as PreviewWidth)}
        data={PREVIEW_WIDTHS.map((width) => ({
          value: width,
          label: (
            <span
              title={t('preview.widthHint', {
                label: t(`preview.widths.${width}`),
                px: PREVIEW_WIDTH_PX[width],
              })}
            >
              {t(`preview.widths.${width}`)}
            </span>
          ),
        }))}
      />
    </div>
  )
}
