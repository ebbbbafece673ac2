import {
  ANCHOR_ATTRIBUTE,
  TOKENS,
  anchorField,
  blockHead,
  blockHeadFields,
  blockHeadStyle,
  field,
  paragraphs,
} from './parts.ts'
import type { StarterComponent } from './types.ts'

/*
 * Native <details>: works without JavaScript and by keyboard. Items that share a `name` open one
 * at a time, the accordion's default of spec §4 (at most one open; opening another closes it).
 */
const template = `<div class="accordion"${ANCHOR_ATTRIBUTE}>
  ${blockHead('accordion')}
  <div class="accordion__items">
    {% for item in items %}
    <details class="accordion__item"{% if several != true %} name="accordion-{{ content.id }}"{% endif %}{% if forloop.first and first_open == true %} open{% endif %}>
      <summary class="accordion__summary"><span class="accordion__question">{{ item.question }}</span><span class="accordion__icon" aria-hidden="true"></span></summary>
      <div class="accordion__answer">
        ${paragraphs('item.answer', 'accordion__text', 'answer')}
      </div>
    </details>
    {% endfor %}
  </div>
</div>
`

const style = `${TOKENS}
$line: color-mix(in srgb, #{$text} 14%, transparent);

.accordion {
  @include block;
  max-width: 52rem;
}

${blockHeadStyle('accordion')}
.accordion__items {
  border-top: 1px solid $line;
}

.accordion__item {
  border-bottom: 1px solid $line;
}

.accordion__summary {
  --_ring: #{$highlight};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.125rem 0.25rem;
  font-family: $font-headline;
  font-size: 1.125rem;
  font-weight: 700;
  line-height: 1.35;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover .accordion__question {
    color: $highlight-ink;
  }
  &:focus-visible {
    @include focus-ring;
    outline-offset: 0;
  }
}

// A plus that turns into a minus.
.accordion__icon {
  position: relative;
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  background: $secondary;
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: 0.75rem;
    height: 2px;
    margin: -1px 0 0 -0.375rem;
    background: $highlight-ink;
    transition: transform 0.2s ease;
  }
  &::after {
    transform: rotate(90deg);
  }
}

.accordion__item[open] .accordion__icon::after {
  transform: rotate(0deg);
}

.accordion__answer {
  padding: 0 0.25rem 1.25rem;
}

.accordion__text {
  margin: 0 0 0.875em;
  color: $muted;
  line-height: 1.7;
  &:last-child {
    margin-bottom: 0;
  }
}

@media (prefers-reduced-motion: reduce) {
  .accordion__icon::before,
  .accordion__icon::after {
    transition: none;
  }
}
`

export const accordion: StarterComponent = {
  key: 'accordion',
  namespace: 'module',
  title: 'Akkordeon (Fragen und Antworten)',
  icon: 'layout-list',
  form: [
    ...blockHeadFields(),
    field.repeat('items', 'Einträge', [
      field.text('question', 'Frage oder Titel', { required: true }),
      field.textarea('answer', 'Antwort oder Text'),
    ]),
    { $formkit: 'checkbox', name: 'first_open', label: 'Ersten Eintrag geöffnet zeigen' },
    { $formkit: 'checkbox', name: 'several', label: 'Mehrere Einträge gleichzeitig öffnen' },
    anchorField(),
  ],
  template,
  style,
  data: {
    kicker: '',
    headline: 'Häufige Fragen',
    intro: '',
    items: [
      {
        question: 'Wie schnell bekomme ich eine Antwort?',
        answer: 'Wir melden uns in der Regel innerhalb eines Werktags.',
      },
      {
        question: 'Was kostet ein erstes Gespräch?',
        answer: 'Das erste Gespräch ist für Sie kostenlos und unverbindlich.',
      },
      {
        question: 'Arbeiten Sie auch am Wochenende?',
        answer: 'Nach Absprache ja. Sprechen Sie uns einfach an.',
      },
    ],
    first_open: false,
    several: false,
    anchor: '',
  },
}
