import { Badge } from '@mantine/core'
import type { FormDelivery, JobState } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'

const COLORS: Record<JobState, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
}

/** A mail kept in the server's outbox: no SMTP server is set up, so nobody received it. */
export const isInOutbox = (delivery: Pick<FormDelivery, 'state' | 'via'>) =>
  delivery.state === 'done' && delivery.via === 'outbox'

/**
 * A delivery's state in words and colour (queued, running, done, failed); a mail that only went
 * to the server's outbox is not 'delivered' (issue 34, item 9).
 */
export function DeliveryStateBadge({
  delivery,
}: {
  delivery: Pick<FormDelivery, 'state' | 'via'>
}) {
  const { t } = useTranslation()
  if (isInOutbox(delivery))
    return (
      <Badge variant="light" color="orange" c="dark.7">
        {t('forms.deliveries.outbox')}
      </Badge>
    )
  return (
    <Badge variant="light" color={COLORS[delivery.state]}>
      {t(`forms.deliveries.state.${delivery.state}`)}
    </Badge>
  )
}
