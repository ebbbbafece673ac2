import { BUTTON, TOKENS, field, paragraphs, surfaces } from './parts.ts'
import type { StarterComponent } from './types.ts'

const template = `{% assign phone = site.variables.phone %}
<div class="cta cta--{{ background | default: "highlight" }}">
  <div class="cta__content">
    <h2 class="cta__headline">{{ headline }}</h2>
    ${paragraphs('text', 'cta__text')}
  </div>
  {% assign has_button = false %}{% if button_label != blank and button_url != blank %}{% assign has_button = true %}{% endif %}
  {% assign has_phone = false %}{% if show_phone and phone != blank %}{% assign has_phone = true %}{% endif %}
  {% if has_button or has_phone %}
  <div class="cta__actions">
    {% if has_button %}<a class="cta__button" href="{{ button_url }}">{{ button_label }}</a>{% endif %}
    {% if has_phone %}<p class="cta__phone">oder anrufen: <a href="tel:{{ phone | remove: " " | remove: "/" | remove: "-" }}">{{ phone }}</a></p>{% endif %}
  </div>
  {% endif %}
</div>
`

const style = `${TOKENS}
${BUTTON}

& {
  @include block-spacing;
}

${surfaces('cta')}
.cta {
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: grid;
  gap: 1.75rem;
  align-items: center;
  padding: clamp(2rem, 1.25rem + 3.5vw, 4rem);
  border-radius: calc(#{$radius} * 1.5);
  background: var(--_bg);
  color: var(--_fg);
  &::before {
    content: '';
    position: absolute;
    z-index: -1;
    top: -60%;
    right: -8%;
    width: min(30rem, 80vw);
    aspect-ratio: 1;
    border-radius: 50%;
    background: var(--_deco);
    opacity: 0.08;
  }
  @media (min-width: $medium) {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 3rem;
  }
}



.sw-section--full & {
  padding-block: 0;
  .cta {
    padding-inline: max(#{$gutter}, calc((100% - #{$max-width}) / 2 + #{$gutter}));
    border-radius: 0;
  }
}

.cta__headline {
  @include headline;
  font-size: clamp(1.75rem, 1.35rem + 1.6vw, 2.5rem);
}

.cta__text {
  max-width: 40rem;
  margin: 0.875rem 0 0;
  font-size: 1.125rem;
  line-height: 1.6;
}

.cta__actions {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.875rem;
  @media (min-width: $medium) {
    align-items: center;
  }
}

.cta__button {
  @include button(var(--_button-bg), var(--_button-fg));
  font-size: 1.0625rem;
}

.cta__phone {
  margin: 0;
  font-size: 0.9375rem;
  a {
    color: inherit;
    font-weight: 700;
    text-underline-offset: 0.2em;
    &:focus-visible {
      @include focus-ring;
    }
  }
}
`

export const cta: StarterComponent = {
  key: 'cta',
  namespace: 'module',
  title: 'Handlungsaufruf',
  icon: 'speakerphone',
  form: [
    field.text('headline', 'Überschrift', { required: true }),
    field.textarea('text', 'Text'),
    field.text('button_label', 'Button-Beschriftung'),
    field.url('button_url', 'Button-Link'),
    {
      $formkit: 'checkbox',
      name: 'show_phone',
      label: 'Telefonnummer aus den Website-Variablen zeigen',
    },
    field.select('background', 'Hintergrund', {
      highlight: 'Hervorhebungsfarbe',
      dark: 'Dunkel',
      light: 'Hell',
    }),
  ],
  template,
  style,
  data: {
    headline: 'Lassen Sie uns sprechen',
    text: 'Erzählen Sie uns von Ihrem Vorhaben – wir melden uns innerhalb eines Werktags.',
    button_label: 'Kontakt aufnehmen',
    button_url: '/kontakt',
    show_phone: false,
    background: 'highlight',
  },
}
