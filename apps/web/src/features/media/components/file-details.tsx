import { Table } from '@mantine/core'
import type { MediaFile } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useHumanFileSize } from '../hooks/use-human-file-size'

/** What cannot be edited: file name, type, dimensions, size, upload time. */
export function FileDetails({ file }: { file: MediaFile }) {
  const { t } = useTranslation()
  const size = useHumanFileSize()
  const rows: [string, string][] = [
    [t('media.details.filename'), file.filename],
    [t('media.details.type'), file.mime_type],
    [
      t('media.details.dimensions'),
      file.width && file.height ? `${file.width} × ${file.height} px` : t('media.details.scalable'),
    ],
    [t('media.details.size'), size(file.size)],
    [t('media.details.uploaded'), file.created_at],
  ]
  return (
    <Table variant="vertical" withTableBorder layout="fixed" fz="sm">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={140}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
