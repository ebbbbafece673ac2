import {
  ANCHOR_ATTRIBUTE,
  PICTURE,
  TOKENS,
  anchorField,
  blockHead,
  blockHeadFields,
  blockHeadStyle,
  field,
  placeholderStyle,
} from './parts.ts'
import type { StarterComponent } from './types.ts'

// One column on small screens, two on medium, the chosen count from large up.
const template = `{% assign count = columns | default: "3" %}
<div class="gallery gallery--{{ count }}"${ANCHOR_ATTRIBUTE}>
  ${blockHead('gallery')}
  <ul class="gallery__grid" role="list">
    {% for item in images %}
    <li class="gallery__item">
      <figure class="gallery__figure">
        {% if item.file != blank %}
        {{ item.file | image: "(min-width: 1080px) 33vw, (min-width: 768px) 50vw, 100vw", class: "gallery__img", alt: item.alt, placeholder: true }}
        {% else %}
        <div class="gallery__placeholder" {% if item.alt != blank %}role="img" aria-label="{{ item.alt }}"{% else %}aria-hidden="true"{% endif %}>${PICTURE}</div>
        {% endif %}
        {% if item.caption != blank %}<figcaption class="gallery__caption">{{ item.caption }}</figcaption>{% endif %}
      </figure>
    </li>
    {% endfor %}
  </ul>
</div>
`

const style = `${TOKENS}

.gallery {
  @include block;
}

${blockHeadStyle('gallery')}
.gallery__grid {
  display: grid;
  gap: 1rem;
  @include bare-list;
  @media (min-width: $medium) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 1.25rem;
  }
}

@media (min-width: $large) {
  .gallery--3 .gallery__grid {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  .gallery--4 .gallery__grid {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
}

.gallery__figure {
  margin: 0;
}

// Every tile has the same shape, whatever the picture's own proportions.
.gallery__img,
.gallery__placeholder {
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: $radius;
}

.gallery__img {
  height: auto;
  object-fit: cover;
}

${placeholderStyle('gallery__placeholder')}
.gallery__caption {
  margin-top: 0.625rem;
  color: $muted;
  font-size: 0.9375rem;
  line-height: 1.5;
}
`

// No alt here: the alt field holds only what the person typed for this place (the library's wins otherwise).
const placeholderImage = (caption: string) => ({ alt: '', caption })

export const gallery: StarterComponent = {
  key: 'gallery',
  namespace: 'module',
  title: 'Galerie',
  icon: 'layout-grid',
  form: [
    ...blockHeadFields(),
    field.repeat('images', 'Bilder', [
      { $formkit: 'media', name: 'file', label: 'Bild aus der Mediathek' },
      field.text('alt', 'Alternativtext', {
        help: 'Leer: der Text aus der Mediathek',
      }),
      field.text('caption', 'Bildunterschrift'),
    ]),
    field.select('columns', 'Spalten auf großen Bildschirmen', { '2': '2', '3': '3', '4': '4' }),
    anchorField(),
  ],
  template,
  style,
  data: {
    kicker: '',
    headline: 'Einblicke',
    intro: '',
    images: [
      placeholderImage('Erstes Bild'),
      placeholderImage('Zweites Bild'),
      placeholderImage('Drittes Bild'),
    ],
    columns: '3',
    anchor: '',
  },
}
