import { Badge } from '@mantine/core'
import type { JobState } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'

const COLORS: Record<JobState, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
}

/** A delivery's state in words and colour (queued, running, done, failed). */
export function DeliveryStateBadge({ state }: { state: JobState }) {
  const { t } = useTranslation()
  return (
    <Badge variant="light" color={COLORS[state]}>
      {t(`forms.deliveries.state.${state}`)}
    </Badge>
  )
}
