import { TOKENS, field, paragraphs } from './parts.ts'
import type { StarterComponent } from './types.ts'

const template = `<figure class="testimonial testimonial--{{ background | default: "light" }}">
  <span class="testimonial__mark" aria-hidden="true">“</span>
  <blockquote class="testimonial__quote">
    ${paragraphs('quote', 'testimonial__text', 'quote')}
  </blockquote>
  <figcaption class="testimonial__author">
    {% if photo != blank %}
    {{ photo | image: "4rem", width: 320, class: "testimonial__photo", decorative: true }}
    {% else %}
    <span class="testimonial__initial" aria-hidden="true">{{ name | slice: 0 }}</span>
    {% endif %}
    <span class="testimonial__names">
      <span class="testimonial__name">{{ name }}</span>
      {% if role != blank %}<span class="testimonial__role">{{ role }}</span>{% endif %}
    </span>
  </figcaption>
</figure>
`

const style = `${TOKENS}

& {
  @include block-spacing;
}

.testimonial {
  --_bg: #{$secondary};
  --_fg: #{$text};
  --_accent: #{$highlight-ink};
  position: relative;
  max-width: 56rem;
  margin: 0 auto;
  padding: clamp(2rem, 1.25rem + 3vw, 3.5rem);
  border-radius: calc(#{$radius} * 1.5);
  background: var(--_bg);
  color: var(--_fg);
}

.testimonial--dark {
  --_bg: #{$text};
  --_fg: #{$background};
  --_accent: #{$background};
}

.testimonial--plain {
  --_bg: transparent;
  padding-inline: 0;
  border-top: 4px solid #{$highlight};
  border-radius: 0;
}

.testimonial__mark {
  display: block;
  height: 2.5rem;
  color: var(--_accent);
  font-family: Georgia, 'Times New Roman', serif;
  font-size: 5rem;
  line-height: 1;
}

.testimonial__quote {
  margin: 0;
}

.testimonial__text {
  margin: 0 0 0.75em;
  font-family: $font-headline;
  font-size: clamp(1.25rem, 1.05rem + 0.9vw, 1.75rem);
  line-height: 1.45;
  text-wrap: pretty;
  &:last-child {
    margin-bottom: 0;
  }
}

.testimonial__author {
  display: flex;
  align-items: center;
  gap: 1rem;
  margin-top: 2rem;
}

.testimonial__photo,
.testimonial__initial {
  flex: none;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
}

.testimonial__photo {
  object-fit: cover;
}

.testimonial__initial {
  display: grid;
  place-items: center;
  background: $highlight;
  color: $on-highlight;
  font-family: $font-headline;
  font-size: 1.5rem;
  font-weight: 700;
}

.testimonial__names {
  display: flex;
  flex-direction: column;
  line-height: 1.35;
}

.testimonial__name {
  font-weight: 700;
}

.testimonial__role {
  font-size: 0.9375rem;
  opacity: 0.85;
}
`

export const testimonial: StarterComponent = {
  key: 'testimonial',
  namespace: 'module',
  title: 'Kundenstimme',
  icon: 'quote',
  form: [
    field.textarea('quote', 'Zitat', { required: true }),
    field.text('name', 'Name', { required: true }),
    field.text('role', 'Funktion oder Ort', { help: 'z. B. Inhaberin, Café am Markt' }),
    { $formkit: 'media', name: 'photo', label: 'Foto', help: 'Ohne Foto erscheint die Initiale' },
    field.select('background', 'Hintergrund', { light: 'Hell', dark: 'Dunkel', plain: 'Ohne' }),
  ],
  template,
  style,
  data: {
    quote:
      'Von der ersten Beratung bis zum letzten Handgriff: alles pünktlich, sauber und genau so, wie besprochen. Wir empfehlen Sie gern weiter.',
    name: 'Maria Beispiel',
    role: 'Kundin seit 2019',
    background: 'light',
  },
}
