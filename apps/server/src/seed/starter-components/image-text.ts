import {
  ANCHOR_ATTRIBUTE,
  BUTTON,
  PICTURE,
  TOKENS,
  anchorField,
  field,
  headingTag,
  headlineLevel,
  paragraphs,
  placeholderStyle,
} from './parts.ts'
import type { StarterComponent } from './types.ts'

// The picture takes half the row from medium up; the text column stays readable beside it.
const template = `${headingTag('level', 'tag')}
<div class="image-text image-text--{{ position | default: "start" }}"${ANCHOR_ATTRIBUTE}>
  <div class="image-text__media">
    {% if file != blank %}
    {{ file | image: "(min-width: 1260px) 630px, (min-width: 768px) 50vw, 100vw", class: "image-text__img", alt: alt, placeholder: true }}
    {% else %}
    <div class="image-text__placeholder" {% if alt != blank %}role="img" aria-label="{{ alt }}"{% else %}aria-hidden="true"{% endif %}>${PICTURE}</div>
    {% endif %}
  </div>
  <div class="image-text__body">
    {% if kicker != blank %}<p class="image-text__kicker">{{ kicker }}</p>{% endif %}
    {% if headline != blank %}<{{ tag }} class="image-text__headline">{{ headline }}</{{ tag }}>{% endif %}
    ${paragraphs('text', 'image-text__text')}
    {% if button_label != blank and button_url != blank %}<p class="image-text__actions"><a class="image-text__button" href="{{ button_url }}">{{ button_label }}</a></p>{% endif %}
  </div>
</div>
`

const style = `${TOKENS}
${BUTTON}

.image-text {
  @include block;
  display: grid;
  gap: 2rem;
  align-items: center;
  @media (min-width: $medium) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: clamp(2rem, 5vw, 4.5rem);
  }
}

// On medium and up the picture may sit on the other side; the reading order stays text after picture.
.image-text--end .image-text__media {
  @media (min-width: $medium) {
    order: 2;
  }
}

.image-text__img {
  display: block;
  width: 100%;
  height: auto;
  border-radius: $radius;
}

${placeholderStyle('image-text__placeholder')}
.image-text__placeholder {
  aspect-ratio: 4 / 3;
}

.image-text__kicker {
  @include kicker;
  color: $highlight-ink;
}

.image-text__headline {
  @include headline;
  margin-bottom: 1.25rem;
  font-size: clamp(1.75rem, 1.35rem + 1.6vw, 2.5rem);
}

.image-text__text {
  margin: 0 0 1em;
  font-size: 1.0625rem;
  line-height: 1.7;
}

.image-text__actions {
  margin: 1.75rem 0 0;
}

.image-text__button {
  @include button($highlight, $on-highlight);
  --_ring: #{$highlight};
}
`

export const imageText: StarterComponent = {
  key: 'image-text',
  namespace: 'module',
  title: 'Bild und Text',
  icon: 'layout-columns',
  form: [
    { $formkit: 'media', name: 'file', label: 'Bild aus der Mediathek' },
    field.text('alt', 'Alternativtext', {
      help: 'Beschreibt das Bild für Menschen, die es nicht sehen; leer: der Text aus der Mediathek',
    }),
    field.select('position', 'Bild', { start: 'Links', end: 'Rechts' }),
    field.text('kicker', 'Dachzeile'),
    field.text('headline', 'Überschrift'),
    headlineLevel(),
    field.textarea('text', 'Text'),
    field.text('button_label', 'Button-Beschriftung'),
    field.url('button_url', 'Button-Link'),
    anchorField(),
  ],
  template,
  style,
  data: {
    alt: '',
    position: 'start',
    kicker: '',
    headline: 'Was uns ausmacht',
    level: 'h2',
    text: 'Erzählen Sie neben einem Bild, wofür Sie stehen: Ihre Arbeitsweise, Ihr Team, Ihre Werte.\n\nZwei kurze Absätze lesen sich besser als ein langer.',
    button_label: '',
    button_url: '',
    anchor: '',
  },
}
