import { Checkbox, Divider, Group, NativeSelect, Table, Text } from '@mantine/core'
import {
  DEVICES,
  SPACING_STEPS,
  type Device,
  type DeviceSpacing,
  type Spacing,
} from '@sitewerk/contracts'
import { Fragment, memo, useDeferredValue, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { bindItem } from './item-fields'

const STEPS = Object.keys(SPACING_STEPS) as (keyof typeof SPACING_STEPS)[]
const SIDES = ['top', 'bottom'] as const
/** The fields a save's errors may name here. */
const ERROR_FIELDS = [
  'hidden_on',
  ...DEVICES.flatMap((device) => SIDES.map((side) => `spacing.${device}.${side}`)),
]

/**
 * On which devices an article, section or content shows, and its padding above and below per
 * device from the spacing scale (issue #19, decision 040). Checked means visible: the item keeps
 * the devices it is hidden on. Each change is an `itemChanged`, so the preview shows it at its
 * width and undo takes it back.
 */
export function DeviceFields(props: DeviceFieldsProps) {
  // Selecting a block shows its panel at once; these nine fields follow in a render of their own,
  // which React splits into short tasks: drawn with the panel, they made selecting a block of a
  // long page one task of over 100 ms (editor bench).
  const shown = useDeferredValue(true, false)
  return shown ? <DeviceFieldsNow {...props} /> : null
}

interface DeviceFieldsProps {
  bind: ReturnType<typeof bindItem>
  item: { hidden_on?: Device[]; spacing?: Spacing }
}

/**
 * Drawn again only when the item or these fields' errors change, not on every edit of the page (a
 * deleted block elsewhere, a keystroke in another field): the same item keeps its kind and id, so
 * the `bind` of the last drawing changes the same item.
 */
const DeviceFieldsNow = memo(
  function DeviceFieldsNow({ bind, item }: DeviceFieldsProps) {
    const { t } = useTranslation()
    const spacingId = useId()
    const hidden = item.hidden_on ?? []
    const spacing = item.spacing ?? {}
    const deviceName = (device: Device) => t(`preview.widths.${device}`)
    const setSpacing = (device: Device, side: (typeof SIDES)[number], step: string) => {
      const { [side]: _, ...rest }: DeviceSpacing = spacing[device] ?? {}
      const sides: DeviceSpacing = step ? { ...rest, [side]: step } : rest
      const { [device]: __, ...others } = spacing
      bind.change({ spacing: Object.keys(sides).length ? { ...others, [device]: sides } : others })
    }
    const stepOptions = [
      { value: '', label: t('editor.devices.ownSpacing') },
      ...STEPS.map((step) => ({ value: step, label: t(`editor.devices.steps.${step}`) })),
    ]
    return (
      <>
        <Divider label={t('editor.devices.title')} labelPosition="left" mt="md" />
        <Checkbox.Group
          label={t('editor.devices.visibleOn')}
          description={t('editor.devices.visibleOnHint')}
          error={bind.error('hidden_on')}
          value={DEVICES.filter((device) => !hidden.includes(device))}
          onChange={(visible) =>
            bind.change({ hidden_on: DEVICES.filter((device) => !visible.includes(device)) })
          }
        >
          <Group gap="md" mt={4}>
            {DEVICES.map((device) => (
              <Checkbox key={device} value={device} label={deviceName(device)} />
            ))}
          </Group>
        </Checkbox.Group>
        <div>
          <Text size="sm" fw={500} id={spacingId}>
            {t('editor.devices.spacing')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('editor.devices.spacingHint')}
          </Text>
          {/* Two columns of full-width selects, each device's name on a row of its own above
            them: next to a device column, „Wie vorgegeben“ did not fit the panel's width. */}
          <Table
            aria-labelledby={spacingId}
            withRowBorders={false}
            verticalSpacing={2}
            horizontalSpacing={4}
            layout="fixed"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('editor.devices.top')}</Table.Th>
                <Table.Th>{t('editor.devices.bottom')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {DEVICES.map((device) => (
                <Fragment key={device}>
                  <Table.Tr>
                    <Table.Th scope="colgroup" colSpan={SIDES.length} fw={400} pt="xs" pb={0}>
                      {deviceName(device)}
                    </Table.Th>
                  </Table.Tr>
                  <Table.Tr>
                    {SIDES.map((side) => (
                      <Table.Td key={side}>
                        <NativeSelect
                          size="xs"
                          aria-label={t(`editor.devices.${side}Of`, { device: deviceName(device) })}
                          data={stepOptions}
                          value={spacing[device]?.[side] ?? ''}
                          error={bind.error(`spacing.${device}.${side}`)}
                          onChange={(event) => setSpacing(device, side, event.currentTarget.value)}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </>
    )
  },
  (last, next) =>
    last.item === next.item &&
    ERROR_FIELDS.every((field) => last.bind.error(field) === next.bind.error(field)),
)

/** The names of the devices an item is hidden on, for the outline's mark; '' when none. */
export function hiddenOnLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  hiddenOn: readonly Device[] | undefined,
): string {
  const devices = DEVICES.filter((device) => hiddenOn?.includes(device))
  return devices.length
    ? t('editor.devices.hiddenOn', {
        devices: devices.map((device) => t(`preview.widths.${device}`)).join(', '),
      })
    : ''
}
