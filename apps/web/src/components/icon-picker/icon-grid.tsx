import { Icon } from '@iconify/react'
import { UnstyledButton } from '@mantine/core'
import { useRef, type KeyboardEvent } from 'react'
import { iconifyName } from '../../lib/icons'
import classes from './icon-picker.module.css'

/** Icons per row: arrow up and down move by this many. */
export const GRID_COLUMNS = 8

const STEP: Record<string, number> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  ArrowDown: GRID_COLUMNS,
  ArrowUp: -GRID_COLUMNS,
}

/**
 * A grid of icon buttons with one tab stop: arrow keys move between icons, Home and End jump,
 * Enter or Space picks (they are buttons).
 */
export function IconGrid({
  icons,
  selected,
  label,
  onPick,
}: {
  icons: readonly string[]
  selected: string | null
  label: string
  onPick: (name: string) => void
}) {
  const grid = useRef<HTMLDivElement>(null)
  const tabStop = selected && icons.includes(selected) ? selected : icons[0]

  function move(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = STEP[event.key]
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? icons.length - 1
          : step === undefined
            ? null
            : Math.min(Math.max(index + step, 0), icons.length - 1)
    if (target === null) return
    event.preventDefault()
    grid.current?.querySelectorAll<HTMLButtonElement>('button')[target]?.focus()
  }

  return (
    <div ref={grid} role="group" aria-label={label} className={classes.grid}>
      {icons.map((name, index) => (
        <UnstyledButton
          key={name}
          className={classes.cell}
          aria-label={name}
          aria-pressed={name === selected}
          title={name}
          tabIndex={name === tabStop ? 0 : -1}
          onKeyDown={(event) => move(event, index)}
          onClick={() => onPick(name)}
        >
          <Icon icon={iconifyName(name)} width={24} height={24} aria-hidden />
        </UnstyledButton>
      ))}
    </div>
  )
}
