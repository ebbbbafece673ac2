import { IconName } from '@sitewerk/contracts'
import { IconPicker } from '../icon-picker/icon-picker'
import { wrapperProps, type FieldProps } from './field-props'

/** icon: the name of an icon of the shipped set, chosen in the icon picker (decision 019). */
export function IconField(props: FieldProps) {
  const { value, onChange } = props
  return (
    <IconPicker
      {...wrapperProps(props)}
      value={IconName.safeParse(value).data ?? null}
      onChange={onChange}
    />
  )
}
