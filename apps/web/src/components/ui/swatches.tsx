import { ColorSwatch, Group } from '@mantine/core'

/** A row of small colour swatches, e.g. in a list. */
export function Swatches({ colors }: { colors: string[] }) {
  return (
    <Group gap={4} wrap="nowrap" aria-hidden>
      {colors.map((color, index) => (
        <ColorSwatch key={index} color={color} size={18} />
      ))}
    </Group>
  )
}

/** A colour set's four colours in the order the screens show them. */
export const colorsetSwatchColors = (set: {
  highlight_color: string
  secondary_color: string
  text_color: string
  background_color: string
}) => [set.highlight_color, set.secondary_color, set.text_color, set.background_color]
