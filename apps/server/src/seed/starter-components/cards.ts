import {
  ANCHOR_ATTRIBUTE,
  TOKENS,
  anchorField,
  blockHead,
  blockHeadFields,
  blockHeadStyle,
  field,
  itemTag,
  paragraphs,
} from './parts.ts'
import type { StarterComponent } from './types.ts'

const template = `${itemTag('card_tag')}
<div class="cards"${ANCHOR_ATTRIBUTE}>
  ${blockHead('cards')}
  <ul class="cards__grid" role="list">
    {% for card in cards %}
    <li class="card{% if card.url != blank %} card--link{% endif %}{% if card.image != blank %} card--image{% endif %}">
      {% if card.image != blank %}<div class="card__media">{{ card.image | image: "(min-width: 1260px) 400px, (min-width: 1080px) 33vw, (min-width: 768px) 50vw, 100vw", class: "card__img" }}</div>{% endif %}
      {% if card.icon != blank %}<span class="card__icon">{{ card.icon | icon }}</span>{% endif %}
      {% if numbered != false %}<span class="card__number" aria-hidden="true">{{ forloop.index | prepend: "0" | slice: -2, 2 }}</span>{% endif %}
      <{{ card_tag }} class="card__title">{% if card.url != blank %}<a class="card__link" href="{{ card.url }}">{{ card.title }}</a>{% else %}{{ card.title }}{% endif %}</{{ card_tag }}>
      ${paragraphs('card.text', 'card__text', 'card')}
      {% if card.url != blank %}<span class="card__more" aria-hidden="true">{{ link_label | default: "Mehr erfahren" }} <span class="card__arrow">→</span></span>{% endif %}
    </li>
    {% endfor %}
  </ul>
</div>
`

const style = `${TOKENS}

.cards {
  @include block;
}

${blockHeadStyle('cards')}
.cards__grid {
  display: grid;
  gap: 1.25rem;
  @include bare-list;
  @media (min-width: $medium) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 1.5rem;
  }
  @media (min-width: $large) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
}

.card {
  --_ring: #{$highlight};
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 1.75rem 1.75rem 1.5rem;
  border: 1px solid color-mix(in srgb, #{$text} 8%, transparent);
  border-radius: $radius;
  background: color-mix(in srgb, #{$secondary} 55%, #{$background});
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;
  &:has(.card__link:focus-visible) {
    @include focus-ring;
  }
}

.card--link:hover {
  transform: translateY(-3px);
  box-shadow: 0 1.25rem 2rem -1.5rem rgb(0 0 0 / 0.45);
  .card__arrow {
    transform: translateX(3px);
  }
}

// A card's picture sits on its top edge, edge to edge, cropped to 3:2 around its focal point.
.card__media {
  margin: -1.75rem -1.75rem 1.25rem;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: $radius $radius 0 0;
  background: color-mix(in srgb, #{$text} 6%, #{$background});
}

.card__img {
  display: block;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
}

.card__number {
  display: block;
  margin-bottom: 1.25rem;
  color: $highlight-ink;
  font-family: $font-headline;
  font-size: 0.9375rem;
  font-weight: 700;
  letter-spacing: 0.08em;
}

// An icon drawn inline from the icon set (decision 019), in the highlight colour.
.card__icon {
  display: block;
  margin-bottom: 1rem;
  color: $highlight-ink;
  font-size: 2rem;
  line-height: 1;
}

.card__title {
  @include headline;
  margin-bottom: 0.625rem;
  font-size: 1.3125rem;
}

// The title's link covers the whole card: one link per card, named by its title.
.card__link {
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
}

.card__text {
  margin: 0 0 0.75rem;
  color: $muted;
  line-height: 1.6;
}

.card__more {
  margin-top: auto;
  padding-top: 0.75rem;
  color: $highlight-ink;
  font-weight: 700;
}

.card__arrow {
  display: inline-block;
  transition: transform 0.2s ease;
}

@media (prefers-reduced-motion: reduce) {
  .card,
  .card__arrow {
    transition: none;
  }
  .card--link:hover {
    transform: none;
  }
}
`

export const cards: StarterComponent = {
  key: 'cards',
  namespace: 'module',
  title: 'Karten',
  icon: 'cards',
  form: [
    ...blockHeadFields(),
    field.repeat('cards', 'Karten', [
      { $formkit: 'media', name: 'image', label: 'Bild' },
      field.text('title', 'Titel', { required: true }),
      field.textarea('text', 'Text'),
      field.url('url', 'Link'),
      { $formkit: 'icon', name: 'icon', label: 'Symbol' },
    ]),
    field.text('link_label', 'Linktext', { help: 'Erscheint auf Karten mit Link' }),
    { $formkit: 'checkbox', name: 'numbered', label: 'Karten nummerieren' },
    anchorField(),
  ],
  template,
  style,
  data: {
    kicker: '',
    headline: 'Unsere Leistungen',
    intro: '',
    cards: [
      { title: 'Erste Leistung', text: 'Beschreiben Sie kurz, was Sie hier anbieten.' },
      { title: 'Zweite Leistung', text: 'Beschreiben Sie kurz, was Sie hier anbieten.' },
      { title: 'Dritte Leistung', text: 'Beschreiben Sie kurz, was Sie hier anbieten.' },
    ],
    link_label: 'Mehr erfahren',
    numbered: true,
    anchor: '',
  },
}
