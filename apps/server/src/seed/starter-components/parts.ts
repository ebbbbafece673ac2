import type { FieldOption, FormField } from '@sitewerk/contracts'

/*
 * Pieces the starter components share. Each component's stored SCSS and Liquid stay complete on
 * their own (a superuser reads and edits them in the back office), so the parts are pasted in.
 */

/**
 * Theme tokens: a theme sets these CSS custom properties; the fallbacks are spec §3's default
 * colours (highlight pink, lighter pink, white background, black text).
 */
export const TOKENS = `// Theme tokens: a theme sets the custom properties; the second values are the defaults.
$highlight: var(--sw-color-highlight, #e6007e);
$on-highlight: var(--sw-color-highlight-contrast, #fff);
$secondary: var(--sw-color-secondary, #fde8f2);
$text: var(--sw-color-text, #111);
$background: var(--sw-color-background, #fff);
$muted: color-mix(in srgb, #{$text} 72%, #{$background});
// The highlight as text on light surfaces: a touch darker, for AA contrast on tinted cards too.
$highlight-ink: color-mix(in srgb, #{$highlight} 75%, #{$text});
// A layout's own headline font, else the theme's h1 font (itself the copy font when unset).
$font-headline: var(--sw-font-headline, var(--sw-h1-font, var(--sw-font-copy, system-ui, sans-serif)));
$radius: var(--sw-radius, 0.75rem);
$space: var(--sw-spacing, 1rem);
$max-width: var(--sw-max-width, 1260px);
$gutter: var(--sw-gutter, 1rem);
// spec §9 breakpoints (min width)
$medium: 768px;
$large: 1080px;
$big: 1260px;

@mixin headline {
  margin: 0;
  font-family: $font-headline;
  font-weight: 700;
  line-height: 1.15;
  letter-spacing: -0.01em;
  text-wrap: balance;
}

@mixin focus-ring {
  outline: 3px solid var(--_ring, currentColor);
  outline-offset: 3px;
}

// Vertical room of a block; themes scale it with --sw-spacing.
@mixin block-spacing {
  padding-block: calc(#{$space} * 3);
  @media (min-width: $medium) {
    padding-block: calc(#{$space} * 4.5);
  }
}

// A block that links may jump to (its anchor): room above and below, and a little above it on arrival.
@mixin block {
  @include block-spacing;
  scroll-margin-top: 1rem;
}

@mixin bare-list {
  margin: 0;
  padding: 0;
  list-style: none;
}

@mixin kicker {
  margin: 0 0 0.75rem;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
}
`

/**
 * The coloured surfaces of hero and call to action: highlight (the default), dark and light. Each
 * sets its background, text, the button that stands out on it, the focus ring and the colour of
 * the decorative circles (which darken a surface under light text and tint one under dark text,
 * so they never lower the contrast).
 */
export const surfaces = (block: string) => `.${block} {
  --_bg: #{$highlight};
  --_fg: #{$on-highlight};
  --_button-bg: #{$background};
  --_button-fg: #{$highlight-ink};
  --_ring: var(--_fg);
  --_deco: #000;
}

// On its own surface a heading takes the surface's text colour, not the theme's heading colour.
.${block} {
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    color: var(--_fg);
  }
}

.${block}--dark {
  --_deco: currentColor;
  --_bg: #{$text};
  --_fg: #{$background};
  --_button-bg: #{$highlight};
  --_button-fg: #{$on-highlight};
}

.${block}--light {
  --_deco: #{$highlight};
  --_bg: #{$secondary};
  --_fg: #{$text};
  --_button-bg: #{$highlight};
  --_button-fg: #{$on-highlight};
}
`

// A picture symbol for the placeholder; drawn inline, so the page makes no extra request.
export const PICTURE = `<svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true" focusable="false"><rect x="2" y="2" width="60" height="44" rx="5" fill="none" stroke="currentColor" stroke-width="3"/><circle cx="20" cy="16" r="5" fill="currentColor"/><path d="M6 42l16-16 10 10 8-8 18 14z" fill="currentColor"/></svg>`

/** The calm, patterned surface that stands in for a picture not chosen yet. */
export const placeholderStyle = (className: string) => `.${className} {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  border-radius: $radius;
  background:
    radial-gradient(circle at 28% 30%, color-mix(in srgb, #{$highlight} 16%, transparent), transparent 55%),
    radial-gradient(circle at 78% 78%, color-mix(in srgb, #{$highlight} 10%, transparent), transparent 50%),
    repeating-linear-gradient(
      -45deg,
      transparent 0 14px,
      color-mix(in srgb, #{$text} 3%, transparent) 14px 15px
    ),
    $secondary;
  color: color-mix(in srgb, #{$highlight} 55%, #{$text});
  text-align: center;
  svg {
    width: clamp(3rem, 9vw, 5rem);
    height: auto;
    opacity: 0.55;
  }
}
`

/** A button; `$bg` and `$fg` must meet AA contrast with each other. */
export const BUTTON = `@mixin button($bg, $fg) {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-height: 2.75rem;
  padding: 0.7em 1.4em;
  border: 2px solid $bg;
  border-radius: $radius;
  background: $bg;
  color: $fg;
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    transform: translateY(-1px);
    box-shadow: 0 0.6rem 1.2rem -0.6rem rgb(0 0 0 / 0.5);
  }
  &:focus-visible {
    @include focus-ring;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
}
`

/**
 * Plain-text paragraphs of a field: blank lines part paragraphs, single line breaks stay. Every
 * character goes through the engine's escaping; no `raw` until rich text is sanitised on the
 * server. `prefix` keeps the loop variables apart when it runs inside another loop.
 */
export const paragraphs = (value: string, className: string, prefix = 'text') =>
  `{% assign ${prefix}_paragraphs = ${value} | replace: "\\r", "" | split: "\\n\\n" %}` +
  `{% for ${prefix}_paragraph in ${prefix}_paragraphs %}{% assign ${prefix}_trimmed = ${prefix}_paragraph | strip %}` +
  `{% if ${prefix}_trimmed != blank %}<p class="${className}">` +
  `{% assign ${prefix}_lines = ${prefix}_trimmed | split: "\\n" %}{% for ${prefix}_line in ${prefix}_lines %}` +
  `{{ ${prefix}_line }}{% unless forloop.last %}<br>{% endunless %}{% endfor %}</p>{% endif %}{% endfor %}`

/** Dachzeile, h2 and intro above a grid of items (cards, columns). */
export const blockHead = (block: string) =>
  `{% if kicker != blank or headline != blank or intro != blank %}<div class="${block}__head">` +
  `{% if kicker != blank %}<p class="${block}__kicker">{{ kicker }}</p>{% endif %}` +
  `{% if headline != blank %}<h2 class="${block}__headline">{{ headline }}</h2>{% endif %}` +
  paragraphs('intro', `${block}__intro`, 'intro') +
  `</div>{% endif %}`

/** The items' heading: h3 under the block's h2, else h2 itself, so heading levels never skip. */
export const itemTag = (variable: string) =>
  `{% if headline != blank %}{% assign ${variable} = "h3" %}{% else %}{% assign ${variable} = "h2" %}{% endif %}`

/** SCSS of blockHead's parts. */
export const blockHeadStyle = (block: string) => `.${block}__head {
  max-width: 46rem;
  margin-bottom: 2.5rem;
}

.${block}__kicker {
  @include kicker;
  color: $highlight-ink;
}

.${block}__headline {
  @include headline;
  font-size: clamp(1.75rem, 1.35rem + 1.6vw, 2.5rem);
}

.${block}__intro {
  margin: 1rem 0 0;
  color: $muted;
  font-size: 1.125rem;
  line-height: 1.6;
}
`

/** `<h2>` or `<h3>` from a select field, h2 unless h3 was chosen. */
export const headingTag = (field: string, variable: string) =>
  `{% if ${field} == "h3" %}{% assign ${variable} = "h3" %}{% else %}{% assign ${variable} = "h2" %}{% endif %}`

/** The block's anchor (`#leistungen`) as an id attribute, when one is set. */
export const ANCHOR_ATTRIBUTE = `{% if anchor != blank %} id="{{ anchor }}"{% endif %}`

const options = (entries: Record<string, string>): FieldOption[] =>
  Object.entries(entries).map(([value, label]) => ({ value, label }))

type FieldExtras = Partial<Omit<FormField, '$formkit' | 'name' | 'label'>>

/** The fields of blockHead. */
export const blockHeadFields = (): FormField[] => [
  field.text('kicker', 'Dachzeile'),
  field.text('headline', 'Überschrift'),
  field.textarea('intro', 'Einleitung'),
]

export const field = {
  text: (name: string, label: string, extra: FieldExtras = {}): FormField => ({
    $formkit: 'text',
    name,
    label,
    ...extra,
  }),
  textarea: (name: string, label: string, extra: FieldExtras = {}): FormField => ({
    $formkit: 'textarea',
    name,
    label,
    ...extra,
  }),
  url: (name: string, label: string, extra: FieldExtras = {}): FormField => ({
    $formkit: 'url',
    name,
    label,
    help: 'Eine Seite dieser Website (/kontakt), eine Adresse (https://…), mailto: oder tel:',
    ...extra,
  }),
  select: (
    name: string,
    label: string,
    entries: Record<string, string>,
    extra: FieldExtras = {},
  ): FormField => ({ $formkit: 'select', name, label, options: options(entries), ...extra }),
  repeat: (name: string, label: string, schema: FormField[]): FormField => ({
    $formkit: 'repeat',
    name,
    label,
    schema,
  }),
}

export const headlineLevel = (name = 'level') =>
  field.select(name, 'Überschriften-Ebene', { h2: 'H2', h3: 'H3' })

export const anchorField = () =>
  field.text('anchor', 'Sprungmarke', {
    help: 'Kleinbuchstaben ohne #, z. B. leistungen: Links wie /#leistungen springen hierher.',
  })
