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
