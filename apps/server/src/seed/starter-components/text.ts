import {
  ANCHOR_ATTRIBUTE,
  TOKENS,
  anchorField,
  field,
  headingTag,
  headlineLevel,
  paragraphs,
} from './parts.ts'
import type { StarterComponent } from './types.ts'

/*
 * The server sanitises every wysiwyg value on save (decision 011), so the rich text is printed
 * with `| raw`. A value without markup was typed before the rich-text editor existed and never
 * saved since: it is reduced to escaped plain paragraphs as before.
 */
const plainText =
  `{% assign plain = text | replace: "&nbsp;", " " | replace: "&lt;", "<" | replace: "&gt;", ">"` +
  ` | replace: "&quot;", '"' | replace: "&#39;", "'" | replace: "&amp;", "&" %}`

const template = `${headingTag('level', 'tag')}
<div class="text text--{{ alignment | default: "start" }} text--{{ width | default: "narrow" }}"${ANCHOR_ATTRIBUTE}>
  {% if kicker != blank or headline != blank %}
  <div class="text__head">
    {% if kicker != blank %}<p class="text__kicker">{{ kicker }}</p>{% endif %}
    {% if headline != blank %}<{{ tag }} class="text__headline">{{ headline }}</{{ tag }}>{% endif %}
  </div>
  {% endif %}
  <div class="text__body">
    {% if text contains "<" %}{{ text | raw }}{% else %}${plainText}${paragraphs('plain', 'text__paragraph')}{% endif %}
  </div>
</div>
`

const style = `${TOKENS}

.text {
  @include block-spacing;
  max-width: 46rem;
  scroll-margin-top: 1rem;
}

.text--wide {
  max-width: none;
  .text__body {
    @media (min-width: $large) {
      columns: 2;
      column-gap: 3rem;
    }
  }
}

// Headline beside the text on large screens: calm pages with long copy.
.text--split {
  max-width: none;
  @media (min-width: $large) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: 3rem;
    .text__body {
      max-width: 46rem;
    }
  }
}

.text--center {
  margin-inline: auto;
  text-align: center;
  .text__headline::before {
    margin-inline: auto;
  }
}

.text__kicker {
  @include kicker;
  color: $highlight-ink;
}

.text__headline {
  @include headline;
  margin-bottom: 1.25rem;
  font-size: clamp(1.75rem, 1.35rem + 1.6vw, 2.5rem);
}

.text__headline::before {
  content: '';
  display: block;
  width: 3rem;
  height: 4px;
  margin-bottom: 1rem;
  border-radius: 2px;
  background: $highlight;
}

.text__kicker + .text__headline::before {
  display: none;
}

h3.text__headline {
  font-size: clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem);
}

.text__body {
  font-size: 1.0625rem;
  line-height: 1.7;

  p,
  ul,
  ol,
  blockquote,
  pre {
    margin: 0 0 1.1em;
    break-inside: avoid;
  }
  > :last-child {
    margin-bottom: 0;
  }
  h2,
  h3,
  h4 {
    @include headline;
    margin: 1.6em 0 0.6em;
    break-after: avoid;
  }
  h2 {
    font-size: 1.5rem;
  }
  h3 {
    font-size: 1.25rem;
  }
  h4 {
    font-size: 1.0625rem;
  }
  ul,
  ol {
    padding-inline-start: 1.4em;
  }
  li + li {
    margin-top: 0.3em;
  }
  blockquote {
    padding-inline-start: 1em;
    border-inline-start: 4px solid $highlight;
    font-style: italic;
  }
  a {
    color: $highlight-ink;
    text-underline-offset: 0.15em;
  }
  a:focus-visible {
    @include focus-ring;
  }
}
`

export const text: StarterComponent = {
  key: 'text',
  namespace: 'module',
  title: 'Text',
  icon: 'align-left',
  form: [
    field.text('kicker', 'Dachzeile'),
    field.text('headline', 'Überschrift'),
    headlineLevel(),
    {
      $formkit: 'wysiwyg',
      name: 'text',
      label: 'Text',
    },
    field.select('alignment', 'Ausrichtung', { start: 'Linksbündig', center: 'Zentriert' }),
    field.select('width', 'Aufteilung', {
      narrow: 'Lesebreite',
      split: 'Überschrift links, Text rechts',
      wide: 'Volle Breite, Text zweispaltig',
    }),
    anchorField(),
  ],
  template,
  style,
  data: {
    kicker: '',
    headline: 'Überschrift',
    level: 'h2',
    text: '<p>Schreiben Sie hier Ihren Text.</p><p>Überschriften, Listen, Links und Hervorhebungen setzen Sie mit der Werkzeugleiste.</p>',
    alignment: 'start',
    width: 'narrow',
    anchor: '',
  },
}
