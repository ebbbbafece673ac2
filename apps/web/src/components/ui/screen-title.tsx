import { Title, type TitleOrder } from '@mantine/core'
import { useDocumentTitle } from '../../hooks/use-document-title'

/** The screen's one h1, which also names the document ('Screen | Sitewerk'). */
export function ScreenTitle({ children, order = 1 }: { children: string; order?: TitleOrder }) {
  useDocumentTitle(children)
  return (
    <Title order={order} size="h2">
      {children}
    </Title>
  )
}
