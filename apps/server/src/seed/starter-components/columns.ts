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

const template = `${itemTag('column_tag')}
{% assign count = columns.size %}{% if count > 4 %}{% assign count = 4 %}{% endif %}{% if count < 2 %}{% assign count = 2 %}{% endif %}
<div class="columns columns--{{ background | default: "none" }}"${ANCHOR_ATTRIBUTE}>
  <div class="columns__inner">
    ${blockHead('columns')}
    <div class="columns__grid columns__grid--{{ count }}">
      {% for column in columns %}
      <div class="column">
        {% if column.headline != blank %}<{{ column_tag }} class="column__headline">{{ column.headline }}</{{ column_tag }}>{% endif %}
        ${paragraphs('column.text', 'column__text', 'column')}
        {% if column.url != blank and column.link_label != blank %}<p class="column__text"><a class="column__link" href="{{ column.url }}">{{ column.link_label }}</a></p>{% endif %}
      </div>
      {% endfor %}
    </div>
  </div>
</div>
`

const style = `${TOKENS}

& {
  @include block-spacing;
}

.columns {
  scroll-margin-top: 1rem;
}

.columns--light {
  padding: calc(#{$space} * 2.5) calc(#{$gutter} + 0.5rem);
  border-radius: $radius;
  background: $secondary;
  @media (min-width: $medium) {
    padding: calc(#{$space} * 3.5) calc(#{$gutter} + 2rem);
  }
}

// In a full-width section the band reaches the edges and its content lines up with the page.
.sw-section--full & {
  padding-block: 0;
  .columns {
    padding-inline: max(#{$gutter}, calc((100% - #{$max-width}) / 2 + #{$gutter}));
    border-radius: 0;
  }
}

${blockHeadStyle('columns')}
.columns__grid {
  display: grid;
  gap: 2rem;
  @media (min-width: $medium) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 2.5rem;
  }
}

@media (min-width: $large) {
  .columns__grid--3 {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  .columns__grid--4 {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
}

.column {
  padding-top: 1.25rem;
  border-top: 3px solid $highlight;
}

.column__headline {
  @include headline;
  margin-bottom: 0.75rem;
  font-size: 1.25rem;
}

.column__link {
  color: $highlight-ink;
  font-weight: 700;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.2em;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    @include focus-ring;
    --_ring: #{$highlight};
    border-radius: 2px;
  }
}

.column__text {
  margin: 0 0 0.75rem;
  line-height: 1.65;
  &:last-child {
    margin-bottom: 0;
  }
}
`

export const columns: StarterComponent = {
  key: 'columns',
  namespace: 'module',
  title: 'Spalten',
  icon: 'columns',
  form: [
    ...blockHeadFields(),
    field.repeat('columns', 'Spalten', [
      field.text('headline', 'Überschrift'),
      field.textarea('text', 'Text'),
      field.text('link_label', 'Linktext'),
      field.url('url', 'Link'),
    ]),
    field.select('background', 'Hintergrund', { none: 'Ohne', light: 'Hell hinterlegt' }),
    anchorField(),
  ],
  template,
  style,
  data: {
    kicker: '',
    headline: '',
    intro: '',
    columns: [
      {
        headline: 'Erste Spalte',
        text: 'Zwei bis vier Spalten stehen auf großen Bildschirmen nebeneinander.',
      },
      { headline: 'Zweite Spalte', text: 'Auf dem Telefon stehen sie untereinander.' },
      { headline: 'Dritte Spalte', text: 'Eine Leerzeile im Text beginnt einen neuen Absatz.' },
    ],
    background: 'none',
    anchor: '',
  },
}
