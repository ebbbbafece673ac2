import type { ReactNode } from 'react'
import { Link } from 'react-router'
import classes from './media.module.css'

/** The one action of a tile, stretched over it: a link in the back office, a button in a dialog. */
export function TileAction({
  to,
  onClick,
  label,
  pressed,
  children,
}: {
  to?: string
  onClick: () => void
  /** The accessible name when the visible text is not enough. */
  label?: string
  /** A toggle (picking several files): whether it is on. */
  pressed?: boolean
  children: ReactNode
}) {
  if (to) {
    return (
      <Link to={to} className={classes.tileAction} aria-label={label}>
        {children}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={classes.tileAction}
      onClick={onClick}
      aria-label={label}
      aria-pressed={pressed}
    >
      {children}
    </button>
  )
}
