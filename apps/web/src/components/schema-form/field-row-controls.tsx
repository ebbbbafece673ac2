import { useTranslation } from 'react-i18next'
import { RowControls, type RowControlsProps } from './row-controls'

/** The schema editor's controls of one field, named after the field's row (both field lists). */
export function FieldRowControls({
  rowLabel,
  ...props
}: { rowLabel: string } & Pick<RowControlsProps, 'isFirst' | 'isLast' | 'onMove' | 'onRemove'>) {
  const { t } = useTranslation()
  return (
    <RowControls
      moveUpLabel={t('schemaEditor.moveUp', { field: rowLabel })}
      moveDownLabel={t('schemaEditor.moveDown', { field: rowLabel })}
      removeLabel={t('schemaEditor.remove', { field: rowLabel })}
      {...props}
    />
  )
}
