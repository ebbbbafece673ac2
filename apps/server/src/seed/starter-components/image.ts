import { TOKENS, field } from './parts.ts'
import type { StarterComponent } from './types.ts'

// A picture symbol for the placeholder; drawn inline, so the page makes no extra request.
const PICTURE = `<svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true" focusable="false"><rect x="2" y="2" width="60" height="44" rx="5" fill="none" stroke="currentColor" stroke-width="3"/><circle cx="20" cy="16" r="5" fill="currentColor"/><path d="M6 42l16-16 10 10 8-8 18 14z" fill="currentColor"/></svg>`

// Text width is at most 46rem (style below); wide fills the viewport on small and medium screens.
const template = `{% assign w = width | default: 1600 %}{% assign h = height | default: 900 %}
{% if size == "text" %}{% assign sizes = "(min-width: 46rem) 46rem, 100vw" %}{% else %}{% assign sizes = "100vw" %}{% endif %}
<figure class="image image--{{ size | default: "wide" }}">
  {% if file != blank %}
  {{ file | image: sizes, class: "image__img", alt: alt, placeholder: true }}
  {% elsif src != blank %}
  <img class="image__img" src="{{ src }}" alt="{{ alt }}" width="{{ w }}" height="{{ h }}" loading="lazy" decoding="async">
  {% else %}
  <div class="image__placeholder" role="img" aria-label="{{ alt }}" style="--_ratio: {{ w }} / {{ h }}">${PICTURE}<span class="image__placeholder-text">{{ alt }}</span></div>
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

.image__placeholder {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  aspect-ratio: var(--_ratio, 3 / 2);
  border-radius: $radius;
  background:
    radial-gradient(circle at 28% 30%, color-mix(in srgb, #{$highlight} 16%, transparent), transparent 55%),
    radial-gradient(circle at 78% 78%, color-mix(in srgb, #{$highlight} 10%, transparent), transparent 50%),
    repeating-linear-gradient(
      -45deg,
      transparent 0 14px,
      color-mix(in srgb, #{$text} 3%, transparent) 14px 15px
    ),
    $secondary;
  color: color-mix(in srgb, #{$highlight} 55%, #{$text});
  text-align: center;
  svg {
    width: clamp(3rem, 9vw, 5rem);
    height: auto;
    opacity: 0.55;
  }
}

// The placeholder says which picture belongs here (the alt text), until there is one.
.image__placeholder-text {
  display: none;
  max-width: 32rem;
  margin-top: 1rem;
  padding-inline: 1.5rem;
  color: $muted;
  font-size: 0.9375rem;
  @media (min-width: $medium) {
    display: block;
  }
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
    alt: 'Platzhalter für ein Bild',
    caption: '',
    width: 1600,
    height: 900,
    size: 'wide',
  },
}
