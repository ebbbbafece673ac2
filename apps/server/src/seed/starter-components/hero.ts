import { BUTTON, TOKENS, field, paragraphs, surfaces } from './parts.ts'
import type { StarterComponent } from './types.ts'

const template = `{% if level == "h2" %}{% assign tag = "h2" %}{% else %}{% assign tag = "h1" %}{% endif %}
<div class="hero hero--{{ background | default: "highlight" }} hero--{{ alignment | default: "start" }} hero--{{ height | default: "normal" }}{% if background == "custom" %} hero--tone-{{ tone | default: "light" }}{% endif %}{% if photo != blank %} hero--photo hero--scrim-{{ scrim | default: "dark" }} hero--scrim-{{ scrim_strength | default: "medium" }}{% endif %}"{% if background == "custom" and color != blank %} style="--hero-custom: {{ color }}"{% endif %}>
  {% if photo != blank %}<div class="hero__photo" aria-hidden="true">{{ photo | image: "100vw", class: "hero__img", decorative: true }}</div>{% endif %}
  <div class="hero__inner">
    {% if kicker != blank %}<p class="hero__kicker">{{ kicker }}</p>{% endif %}
    <{{ tag }} class="hero__headline">{{ headline }}</{{ tag }}>
    ${paragraphs('text', 'hero__text')}
    {% assign primary = false %}{% if button_url != blank and button_label != blank %}{% assign primary = true %}{% endif %}
    {% assign secondary = false %}{% if secondary_url != blank and secondary_label != blank %}{% assign secondary = true %}{% endif %}
    {% if primary or secondary %}
    <p class="hero__actions">
      {% if primary %}<a class="hero__button" href="{{ button_url }}">{{ button_label }}</a>{% endif %}
      {% if secondary %}<a class="hero__button hero__button--secondary" href="{{ secondary_url }}">{{ secondary_label }}</a>{% endif %}
    </p>
    {% endif %}
  </div>
</div>
`

const style = `${TOKENS}
${BUTTON}

// Boxed in a page-width section; edge to edge in a full-width one.
& {
  padding-block: calc(#{$space} * 1.25);
}

.sw-section--full & {
  padding-block: 0;
}

${surfaces('hero')}
.hero {
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: flex;
  align-items: center;
  border-radius: $radius;
  background: var(--_bg);
  color: var(--_fg);
  // Two soft circles: depth without an image.
  &::before,
  &::after {
    content: '';
    position: absolute;
    z-index: -1;
    border-radius: 50%;
    background: var(--_deco);
    opacity: 0.07;
    pointer-events: none;
  }
  &::before {
    top: -30%;
    right: -10%;
    width: min(42rem, 70vw);
    aspect-ratio: 1;
  }
  &::after {
    bottom: -45%;
    right: 18%;
    width: min(24rem, 45vw);
    aspect-ratio: 1;
  }
}

.sw-section--full & .hero {
  border-radius: 0;
}

.hero--gradient {
  --_bg: linear-gradient(
    135deg,
    #{$highlight} 0%,
    color-mix(in srgb, #{$highlight} 70%, #000) 100%
  );
}



.hero--custom {
  --_bg: var(--hero-custom, #{$secondary});
}

.hero--tone-light {
  --_fg: #fff;
  --_button-bg: #fff;
  --_button-fg: #111;
}

.hero--tone-dark {
  --_fg: #111;
  --_button-bg: #111;
  --_button-fg: #fff;
}

.hero__inner {
  width: 100%;
  max-width: $max-width;
  margin-inline: auto;
  padding: calc(#{$space} * 3.5) calc(#{$gutter} + 0.5rem);
  @media (min-width: $medium) {
    padding-block: calc(#{$space} * 5.5);
    padding-inline: calc(#{$gutter} + 2rem);
  }
  @media (min-width: $big) {
    padding-block: calc(#{$space} * 7);
  }
}

.sw-section--full & .hero__inner {
  padding-inline: $gutter;
}

.hero--compact .hero__inner {
  padding-block: calc(#{$space} * 2.5);
  @media (min-width: $medium) {
    padding-block: calc(#{$space} * 3.5);
  }
}

.hero--tall {
  min-height: min(80vh, 48rem);
}

.hero--center {
  text-align: center;
  .hero__headline,
  .hero__text {
    margin-inline: auto;
  }
  .hero__actions {
    justify-content: center;
  }
}

.hero__kicker {
  @include kicker;
}

.hero__headline {
  @include headline;
  max-width: 20ch;
  font-size: clamp(2.25rem, 1.5rem + 3.6vw, 4.25rem);
  line-height: 1.06;
}

.hero--compact .hero__headline {
  font-size: clamp(2rem, 1.5rem + 2.4vw, 3.25rem);
}

.hero__text {
  max-width: 38rem;
  margin: 1.25rem 0 0;
  font-size: clamp(1.0625rem, 1rem + 0.4vw, 1.3125rem);
  line-height: 1.6;
  & + & {
    margin-top: 0.75rem;
  }
}

.hero__actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 2rem 0 0;
}

.hero__button {
  @include button(var(--_button-bg), var(--_button-fg));
}

.hero__button--secondary {
  border-color: currentColor;
  background: transparent;
  color: var(--_fg);
}

// A photo fills the stage behind the text, cropped around its focal point (the img's
// object-position); the circles give way to it.
.hero--photo {
  &::before,
  &::after {
    content: none;
  }
}

.hero__photo {
  position: absolute;
  inset: 0;
  z-index: -1;
  // The scrim between photo and text: its colour follows the text (dark under light text, light
  // under dark text). Even the softest strength keeps #fff or #111 text at 4.5:1 over any photo.
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: var(--_scrim);
    opacity: var(--_scrim-strength);
  }
}

.hero__img {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
}

.hero--scrim-dark {
  --_scrim: #000;
  --_fg: #fff;
  --_button-bg: #fff;
  --_button-fg: #111;
  --_ring: #fff;
  text-shadow: 0 1px 2px rgb(0 0 0 / 0.35);
}

.hero--scrim-light {
  --_scrim: #fff;
  --_fg: #111;
  --_button-bg: #111;
  --_button-fg: #fff;
  --_ring: #111;
}

.hero--scrim-soft {
  --_scrim-strength: 0.55;
}

.hero--scrim-medium {
  --_scrim-strength: 0.65;
}

.hero--scrim-strong {
  --_scrim-strength: 0.8;
}
`

export const hero: StarterComponent = {
  key: 'hero',
  namespace: 'module',
  title: 'Bühne (Hero)',
  icon: 'presentation',
  form: [
    field.text('kicker', 'Dachzeile', { help: 'Kleine Zeile über der Überschrift' }),
    field.text('headline', 'Überschrift', { required: true }),
    field.select('level', 'Überschriften-Ebene', {
      h1: 'H1 – Hauptüberschrift der Seite',
      h2: 'H2',
    }),
    field.textarea('text', 'Text'),
    field.text('button_label', 'Button-Beschriftung'),
    field.url('button_url', 'Button-Link'),
    field.text('secondary_label', 'Zweiter Button: Beschriftung'),
    field.url('secondary_url', 'Zweiter Button: Link'),
    {
      $formkit: 'media',
      name: 'photo',
      label: 'Hintergrundfoto',
      help: 'Füllt die Bühne hinter dem Text; den Fokuspunkt im Bild anklicken, damit das Wichtige sichtbar bleibt',
    },
    field.select('scrim', 'Überlagerung des Fotos', {
      dark: 'Abdunkeln (helle Schrift)',
      light: 'Aufhellen (dunkle Schrift)',
    }),
    field.select('scrim_strength', 'Stärke der Überlagerung', {
      soft: 'Leicht',
      medium: 'Mittel',
      strong: 'Stark',
    }),
    field.select('background', 'Hintergrund', {
      highlight: 'Hervorhebungsfarbe',
      gradient: 'Farbverlauf',
      dark: 'Dunkel',
      light: 'Hell',
      custom: 'Eigene Farbe',
    }),
    { $formkit: 'color', name: 'color', label: 'Eigene Hintergrundfarbe' },
    field.select('tone', 'Schrift bei eigener Farbe', { light: 'Hell', dark: 'Dunkel' }),
    field.select('alignment', 'Ausrichtung', { start: 'Linksbündig', center: 'Zentriert' }),
    field.select('height', 'Höhe', { compact: 'Kompakt', normal: 'Normal', tall: 'Groß' }),
  ],
  template,
  style,
  data: {
    kicker: '',
    headline: 'Willkommen auf unserer Website',
    level: 'h1',
    text: 'Erzählen Sie in zwei, drei Sätzen, was Sie anbieten und für wen.',
    button_label: 'Kontakt aufnehmen',
    button_url: '/kontakt',
    secondary_label: '',
    secondary_url: '',
    scrim: 'dark',
    scrim_strength: 'medium',
    background: 'gradient',
    color: '#ffffff',
    tone: 'dark',
    alignment: 'start',
    height: 'normal',
  },
}
