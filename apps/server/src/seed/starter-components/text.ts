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
 * Rich text is shown as plain paragraphs for now: the wysiwyg field's HTML is reduced to its text
 * (paragraph and line breaks kept, tags dropped, the usual entities decoded) and every character
 * is escaped on output. `| raw` would need the server to sanitise rich text on save, which is not
 * built yet.
 */
const plainText =
  `{% assign plain = text | replace: "\\r", "" | replace: "</p>", "\\n\\n" | replace: "<br>", "\\n"` +
  ` | replace: "<br/>", "\\n" | replace: "<br />", "\\n" | strip_html | replace: "&nbsp;", " "` +
  ` | replace: "&lt;", "<" | replace: "&gt;", ">" | replace: "&quot;", '"' | replace: "&#39;", "'"` +
  ` | replace: "&amp;", "&" %}`

const template = `${headingTag('level', 'tag')}
${plainText}
<div class="text text--{{ alignment | default: "start" }} text--{{ width | default: "narrow" }}"${ANCHOR_ATTRIBUTE}>
  {% if kicker != blank or headline != blank %}
  <div class="text__head">
    {% if kicker != blank %}<p class="text__kicker">{{ kicker }}</p>{% endif %}
    {% if headline != blank %}<{{ tag }} class="text__headline">{{ headline }}</{{ tag }}>{% endif %}
  </div>
  {% endif %}
  <div class="text__body">
    ${paragraphs('plain', 'text__paragraph')}
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

.text__paragraph {
  margin: 0 0 1.1em;
  font-size: 1.0625rem;
  line-height: 1.7;
  break-inside: avoid;
  &:last-child {
    margin-bottom: 0;
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
      help: 'Absätze durch eine Leerzeile trennen. Formatierungen werden noch nicht übernommen.',
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
    text: 'Schreiben Sie hier Ihren Text.\n\nEine Leerzeile beginnt einen neuen Absatz.',
    alignment: 'start',
    width: 'narrow',
    anchor: '',
  },
}
