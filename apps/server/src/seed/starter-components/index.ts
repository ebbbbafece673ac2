import { cards } from './cards.ts'
import { columns } from './columns.ts'
import { cta } from './cta.ts'
import { footer } from './footer.ts'
import { header } from './header.ts'
import { hero } from './hero.ts'
import { image } from './image.ts'
import { text } from './text.ts'
import type { StarterComponent } from './types.ts'

export type { StarterComponent } from './types.ts'

/** The starter library: platform components every organisation can use. */
export const STARTER_COMPONENTS: readonly StarterComponent[] = [
  header,
  footer,
  hero,
  text,
  image,
  cards,
  columns,
  cta,
]
