import { Button, Menu, type ButtonProps } from '@mantine/core'
import { Link } from 'react-router'

export interface HeaderSwitcherProps {
  /** What is current; shown on the button. */
  current: string
  /** The button's accessible name, naming what is current. */
  label: string
  heading: string
  items: readonly { id: number; title: string }[]
  currentId: number | null
  onSelect: (id: number) => void
  /** Further entries below the items (create, list all). */
  links: readonly { to: string; label: string }[]
  variant?: ButtonProps['variant']
  maxWidth?: { base: number; sm: number }
}

/** A header menu that switches what the back office works on (organisation, site). */
export function HeaderSwitcher({
  current,
  label,
  heading,
  items,
  currentId,
  onSelect,
  links,
  variant = 'default',
  maxWidth = { base: 150, sm: 260 },
}: HeaderSwitcherProps) {
  return (
    <Menu position="bottom-start" width={260} withinPortal>
      <Menu.Target>
        <Button
          variant={variant}
          size="sm"
          rightSection={<span aria-hidden="true">▾</span>}
          aria-label={label}
          maw={maxWidth}
        >
          <span className="sw-truncate">{current}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{heading}</Menu.Label>
        {items.map((item) => (
          <Menu.Item
            key={item.id}
            aria-current={item.id === currentId ? 'true' : undefined}
            fw={item.id === currentId ? 600 : undefined}
            onClick={() => onSelect(item.id)}
          >
            {item.title}
          </Menu.Item>
        ))}
        {items.length > 0 && <Menu.Divider />}
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
