import { BUTTON, TOKENS, blockHead, blockHeadFields, blockHeadStyle } from './parts.ts'
import type { StarterComponent } from './types.ts'

/*
 * The block draws the site's form it names (`{{ form | form }}`, decision 024). Without one (none
 * chosen, or the form is not the site's or was deleted) visitors see nothing and editors a note:
 * the editor's preview marks its document with `data-sw-preview` on <html>, the public page never
 * does, so there the note stays hidden (display: none keeps it out of the accessibility tree).
 */
const template = `{% assign form_html = form | form %}<div class="form-embed{% if form_html == blank %} form-embed--missing{% endif %}">
  ${blockHead('form-embed')}
  {% if form_html != blank %}<div class="form-embed__form">{{ form_html | raw }}</div>{% else %}
  <div class="form-embed__placeholder">
    <p class="form-embed__note">{% if form != blank %}Das Formular Nr. {{ form }} gibt es auf dieser Website nicht (mehr). Wählen Sie in den Einstellungen dieses Blocks ein anderes aus.{% else %}Wählen Sie in den Einstellungen dieses Blocks ein Formular aus.{% endif %}</p>
    <p class="form-embed__hint">Nur im Editor sichtbar – Besucherinnen und Besucher sehen diesen Hinweis nicht.</p>
  </div>{% endif %}
</div>
`

const style = `${TOKENS}
${BUTTON}

.form-embed {
  padding-block: calc(#{$space} * 3);
}

.form-embed--missing {
  display: none;
}

:root[data-sw-preview] & .form-embed--missing {
  display: block;
}

${blockHeadStyle('form-embed')}
.form-embed__placeholder {
  max-width: 46rem;
  padding: 1.5rem;
  border: 2px dashed color-mix(in srgb, #{$text} 35%, transparent);
  border-radius: $radius;
  background: color-mix(in srgb, #{$secondary} 50%, #{$background});
}

.form-embed__note {
  margin: 0;
  font-weight: 700;
}

.form-embed__hint {
  margin: 0.5rem 0 0;
  color: $muted;
  font-size: 0.9375rem;
}

.form-embed__form {
  max-width: 46rem;
}

// The form's parts (renderer/src/forms/render-form.ts); the honeypot is hidden by the base CSS.
.sw-form {
  display: grid;
  gap: 1.25rem;
}

.sw-form__note,
.sw-form__empty {
  margin: 0;
  color: $muted;
  font-size: 0.9375rem;
}

.sw-form__field {
  display: grid;
  gap: 0.375rem;
  &[hidden] {
    display: none;
  }
}

.sw-form__field > label,
.sw-form__choices legend {
  font-weight: 700;
}

.sw-form__required {
  color: $highlight-ink;
}

.sw-form__choices {
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.375rem;
    padding: 0;
  }
}

.sw-form__choice {
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 2.75rem;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: $highlight;
  }
}

.sw-form__field input:not([type='checkbox']):not([type='radio']):not([type='range']):not([type='color']),
.sw-form__field select,
.sw-form__field textarea {
  width: 100%;
  min-height: 2.75rem;
  padding: 0.625rem 0.75rem;
  border: 2px solid color-mix(in srgb, #{$text} 45%, #{$background});
  border-radius: calc(#{$radius} / 2);
  background: $background;
  color: $text;
  font: inherit;
}

.sw-form__field textarea {
  resize: vertical;
}

.sw-form__field input[type='range'] {
  width: 100%;
  accent-color: $highlight;
}

.sw-form__field input[type='color'] {
  width: 4rem;
  height: 2.75rem;
}

.sw-form__field input:focus-visible,
.sw-form__field select:focus-visible,
.sw-form__field textarea:focus-visible {
  @include focus-ring;
  --_ring: #{$highlight};
}

.sw-form__field [aria-invalid='true'] {
  border-color: #b3261e;
}

.sw-form__help {
  margin: 0;
  color: $muted;
  font-size: 0.9375rem;
}

.sw-form__error {
  margin: 0;
  color: #b3261e;
  font-weight: 700;
  font-size: 0.9375rem;
  &:empty {
    display: none;
  }
}

.sw-form__submit {
  @include button($highlight, $on-highlight);
  --_ring: #{$highlight};
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
}

.sw-form__status {
  font-weight: 700;
  &:empty {
    display: none;
  }
}

.sw-form[data-sw-state='submitted'] .sw-form__status {
  padding: 1rem;
  border-radius: $radius;
  background: color-mix(in srgb, #{$secondary} 70%, #{$background});
}

.sw-form[data-sw-state='failed'] .sw-form__status {
  color: #b3261e;
}
`

export const formEmbed: StarterComponent = {
  key: 'form-embed',
  namespace: 'module',
  title: 'Formular',
  icon: 'forms',
  form: [...blockHeadFields(), { $formkit: 'form', name: 'form', label: 'Formular' }],
  template,
  style,
  data: {
    kicker: '',
    headline: 'Schreiben Sie uns',
    intro: 'Wir antworten in der Regel innerhalb eines Werktags.',
  },
}
