import { PICTURE, TOKENS, field, placeholderStyle } from './parts.ts'
import type { StarterComponent } from './types.ts'

// Text width is at most 46rem (style below); wide fills the viewport on small and medium screens.
const template = `{% assign w = width | default: 1600 %}{% assign h = height | default: 900 %}
{% if size == "text" %}{% assign sizes = "(min-width: 46rem) 46rem, 100vw" %}{% else %}{% assign sizes = "100vw" %}{% endif %}
<figure class="image image--{{ size | default: "wide" }}">
  {% if file != blank %}
  {{ file | image: sizes, class: "image__img", alt: alt, placeholder: true }}
  {% elsif src != blank %}
  <img class="image__img" src="{{ src }}" alt="{{ alt }}" width="{{ w }}" height="{{ h }}" loading="lazy" decoding="async">
  {% else %}
  <div class="image__placeholder" {% if alt != blank %}role="img" aria-label="{{ alt }}"{% else %}aria-hidden="true"{% endif %} style="--_ratio: {{ w }} / {{ h }}">${PICTURE}</div>
  {% endif %}
  {% if caption != blank %}<figcaption class="image__caption">{{ caption }}</figcaption>{% endif %}
</figure>
`

const style = `${TOKENS}

.image {
  margin: 0;
  padding-block: calc(#{$space} * 2);
  @media (min-width: $medium) {
    padding-block: calc(#{$space} * 3);
  }
}

.image--text {
  max-width: 46rem;
}

.image__img {
  display: block;
  width: 100%;
  height: auto;
  border-radius: $radius;
}

${placeholderStyle('image__placeholder')}
.image__placeholder {
  aspect-ratio: var(--_ratio, 3 / 2);
}

.sw-section--full & .image__img,
.sw-section--full & .image__placeholder {
  border-radius: 0;
}

.image__caption {
  max-width: 46rem;
  margin-top: 0.875rem;
  padding-left: 0.875rem;
  border-left: 3px solid $highlight;
  color: $muted;
  font-size: 0.9375rem;
  line-height: 1.5;
}

.sw-section--full & .image__caption {
  margin-inline: $gutter;
}
`

export const image: StarterComponent = {
  key: 'image',
  namespace: 'module',
  title: 'Bild',
  icon: 'photo',
  form: [
    {
      $formkit: 'media',
      name: 'file',
      label: 'Bild aus der Mediathek',
      help: 'In allen Breiten als WebP und AVIF ausgeliefert; ohne Bild erscheint ein Platzhalter',
    },
    field.url('src', 'Externe Bildadresse', {
      help: 'Nur ohne Bild aus der Mediathek: wird so geladen, wie es ist',
    }),
    field.text('alt', 'Alternativtext', {
      help: 'Beschreibt das Bild für Menschen, die es nicht sehen; leer: der Text aus der Mediathek',
    }),
    field.text('caption', 'Bildunterschrift'),
    { $formkit: 'number', name: 'width', label: 'Breite in Pixeln (externes Bild)', min: 1 },
    { $formkit: 'number', name: 'height', label: 'Höhe in Pixeln (externes Bild)', min: 1 },
    field.select('size', 'Größe', { text: 'Textbreite', wide: 'Volle Breite' }),
  ],
  template,
  style,
  data: {
    src: '',
    alt: '',
    caption: '',
    width: 1600,
    height: 900,
    size: 'wide',
  },
}
