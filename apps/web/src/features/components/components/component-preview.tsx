import { Alert, SegmentedControl, Stack } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { Component } from '@sitewerk/contracts'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParsedStyle } from '../api/parse-style'
import { renderPreview } from '../utils/preview-document'
import { sampleData } from '../utils/sample-data'

/** spec §9 breakpoints the preview can be looked at in; default preview width 480. */
const WIDTHS = ['480', '768', '1080', '1260'] as const

interface ComponentPreviewProps {
  component: Component
  template: string
  scss: string
  /** The current site's theme as CSS. */
  themeCss: string
}

/**
 * The live preview: the unsaved template and style with sample data in the site's theme, drawn
 * by the page renderer in a frame that runs no scripts.
 */
export function ComponentPreview({ component, template, scss, themeCss }: ComponentPreviewProps) {
  const { t } = useTranslation()
  const [width, setWidth] = useState<string>('480')
  const [debouncedTemplate] = useDebouncedValue(template, 300)
  const [debouncedScss] = useDebouncedValue(scss, 500)
  const style = useParsedStyle(debouncedScss)
  const css = debouncedScss.trim() ? (style.data ?? '') : ''
  const preview = useMemo(
    () =>
      renderPreview({
        component,
        template: debouncedTemplate,
        css,
        data: sampleData(component),
        themeCss,
      }),
    [component, debouncedTemplate, css, themeCss],
  )
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        value={width}
        onChange={setWidth}
        aria-label={t('components.preview.width')}
        data={WIDTHS.map((value) => ({ value, label: `${value}px` }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {preview.error && (
        <Alert color="red" title={t('components.preview.templateError')}>
          {preview.error}
        </Alert>
      )}
      {style.isError && (
        <Alert color="red" title={t('components.preview.styleError')}>
          {style.error.message}
        </Alert>
      )}
      <div style={{ overflowX: 'auto' }}>
        <iframe
          title={t('components.preview.title')}
          sandbox="allow-same-origin"
          srcDoc={preview.html}
          style={{
            width: Number(width),
            maxWidth: 'none',
            height: 420,
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 8,
            background: '#fff',
          }}
        />
      </div>
    </Stack>
  )
}
