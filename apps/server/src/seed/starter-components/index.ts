import { accordion } from './accordion.ts'
import { background } from './background.ts'
import { cards } from './cards.ts'
import { columns } from './columns.ts'
import { counter } from './counter.ts'
import { cta } from './cta.ts'
import { footer } from './footer.ts'
import { formEmbed } from './form-embed.ts'
import { gallery } from './gallery.ts'
import { header } from './header.ts'
import { hero } from './hero.ts'
import { image } from './image.ts'
import { imageText } from './image-text.ts'
import { legalProvider } from './legal-provider.ts'
import { testimonial } from './testimonial.ts'
import { text } from './text.ts'
import type { StarterComponent } from './types.ts'
import { video } from './video.ts'

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
  imageText,
  gallery,
  accordion,
  testimonial,
  counter,
  video,
  formEmbed,
  legalProvider,
  background,
]
