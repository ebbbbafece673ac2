import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core'
import { imageUrl, type MediaFocus, type MediaInputValue } from '@sitewerk/contracts'
import { useId, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'

const CENTRE: MediaFocus = { x: 50, y: 50 }
const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

/**
 * The focal point of a picture (issue 13): the part that stays in view wherever a box crops it.
 * A click on the picture puts it there; the two sliders move it by keyboard. Without one the
 * centre is kept, as CSS does. `hint` replaces the help above the picture (the media file panel
 * says what a file's focal point means), so the help is shown once.
 */
export function FocusPicker({
  value,
  onChange,
  hint,
}: {
  value: MediaInputValue
  onChange: (value: MediaInputValue) => void
  hint?: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const focus = value.focus ?? CENTRE
  const set = (next: MediaFocus) => onChange({ ...value, focus: next })
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    if (!box.width || !box.height) return
    set({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    })
  }
  return (
    <Stack gap="xs" mt="xs">
      <Text size="xs" c="dimmed" id={`${id}-hint`}>
        {hint ?? t('images.focus.hint')}
      </Text>
      <Box
        onClick={pick}
        data-testid="focus-picker"
        style={{
          position: 'relative',
          alignSelf: 'flex-start',
          cursor: 'crosshair',
          lineHeight: 0,
        }}
      >
        <img
          src={imageUrl(value.id, 640, 1, 'webp', value.version)}
          alt={t('images.focus.image')}
          style={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 6 }}
        />
        <span
          aria-hidden="true"
          style={{
            position: 'absolute',
            left: `${focus.x}%`,
            top: `${focus.y}%`,
            width: 22,
            height: 22,
            marginLeft: -11,
            marginTop: -11,
            borderRadius: '50%',
            border: '3px solid #fff',
            boxShadow: '0 0 0 2px #000, inset 0 0 0 2px #000',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <div>
        <Text size="sm" fw={500} id={`${id}-x`}>
          {t('images.focus.x')}
        </Text>
        <Slider
          value={focus.x}
          onChange={(x) => set({ ...focus, x })}
          min={0}
          max={100}
          label={(v) => `${v} %`}
          thumbLabel={t('images.focus.x')}
        />
      </div>
      <div>
        <Text size="sm" fw={500} id={`${id}-y`}>
          {t('images.focus.y')}
        </Text>
        <Slider
          value={focus.y}
          onChange={(y) => set({ ...focus, y })}
          min={0}
          max={100}
          label={(v) => `${v} %`}
          thumbLabel={t('images.focus.y')}
        />
      </div>
      <Group>
        <Button
          size="xs"
          variant="subtle"
          disabled={!value.focus}
          onClick={() => {
            const { focus: _dropped, ...rest } = value
            onChange(rest)
          }}
        >
          {t('images.focus.reset')}
        </Button>
      </Group>
    </Stack>
  )
}
