import { TOKENS, blockHead, blockHeadFields, blockHeadStyle } from './parts.ts'
import type { StarterComponent } from './types.ts'

/*
 * Until public forms exist, the block draws a note for editors only: visitors see nothing. The
 * editor's preview marks its document with `data-sw-preview` on <html>; the public page never
 * does, so there the block stays hidden (display: none keeps it out of the accessibility tree).
 */
const template = `<div class="form-embed" data-sw-form="{{ form }}">
  ${blockHead('form-embed')}
  <div class="form-embed__placeholder">
    <p class="form-embed__note">{% if form != blank %}Hier erscheint das Formular Nr. {{ form }}, sobald Formulare auf der Website angezeigt werden.{% else %}Wählen Sie in den Einstellungen dieses Blocks ein Formular aus.{% endif %}</p>
    <p class="form-embed__hint">Nur im Editor sichtbar – Besucherinnen und Besucher sehen diesen Hinweis nicht.</p>
  </div>
</div>
`

const style = `${TOKENS}

.form-embed {
  display: none;
  padding-block: calc(#{$space} * 3);
}

:root[data-sw-preview] & .form-embed {
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
