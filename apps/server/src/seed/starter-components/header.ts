import { BUTTON, TOKENS, field } from './parts.ts'
import type { StarterComponent } from './types.ts'

const link = (item: string, className: string) =>
  `<a class="${className}{% if ${item}.active %} is-active{% endif %}" href="{{ ${item}.href }}"` +
  `{% if ${item}.href == page.url %} aria-current="page"{% endif %}` +
  `{% if ${item}.new_tab %} target="_blank" rel="noopener"{% endif %}>{{ ${item}.title }}</a>`

const template = `<header class="header" data-sw-menu>
  <div class="header__bar">
    <a class="header__brand" href="/">
      {% if site.logo %}{{ site.logo | image: '12rem', alt: site.title, class: 'header__logo' }}
      {% elsif show_mark != false %}<span class="header__mark" aria-hidden="true">{{ site.title | slice: 0 }}</span>{% endif %}
      {% if site.logo == nil or tagline != blank %}<span class="header__names">
        {% unless site.logo %}<span class="header__title">{{ site.title }}</span>{% endunless %}
        {% if tagline != blank %}<span class="header__tagline">{{ tagline }}</span>{% endif %}
      </span>{% endif %}
    </a>
    {% if navigation.size > 0 %}
    <a class="header__toggle" href="#menu-{{ content.id }}" data-sw-menu-link><span class="header__burger" aria-hidden="true"></span>Menü</a>
    <button class="header__toggle" type="button" aria-expanded="false" aria-controls="menu-{{ content.id }}" data-sw-menu-button hidden><span class="header__burger" aria-hidden="true"></span>Menü</button>
    <nav class="header__nav" id="menu-{{ content.id }}" aria-label="Hauptnavigation">
      <ul class="header__list" role="list">
        {% for item in navigation %}
        <li class="header__item{% if item.children.size > 0 %} header__item--parent{% endif %}">
          ${link('item', 'header__link')}
          {% if item.children.size > 0 %}
          <ul class="header__submenu" role="list">
            {% for child in item.children %}
            <li>${link('child', 'header__sublink')}</li>
            {% endfor %}
          </ul>
          {% endif %}
        </li>
        {% endfor %}
      </ul>
      {% if button_label != blank and button_url != blank %}<a class="header__cta" href="{{ button_url }}">{{ button_label }}</a>{% endif %}
      <a class="header__close" href="#" data-sw-menu-close>Menü schließen</a>
    </nav>
    {% endif %}
  </div>
</header>
`

const style = `${TOKENS}
${BUTTON}
$line: color-mix(in srgb, #{$text} 12%, transparent);
$panel-shadow: 0 1.25rem 2rem -1.25rem rgb(0 0 0 / 0.35);

& {
  --_ring: #{$highlight};
  position: relative;
  z-index: 20;
  background: $background;
  color: $text;
  border-bottom: 1px solid $line;
}

.header__bar {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  max-width: $max-width;
  min-height: 4.5rem;
  margin-inline: auto;
  padding: 0.75rem $gutter;
}

.header__brand {
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  color: inherit;
  text-decoration: none;
  border-radius: 0.25rem;
  &:focus-visible {
    @include focus-ring;
  }
}

// The owner's logo (SVG or image): as tall as the bar allows, never wider than the phone's half.
.header__logo {
  display: block;
  width: auto;
  max-width: min(12rem, 50vw);
  height: auto;
  max-height: 3rem;
}

.header__mark {
  display: grid;
  flex: none;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: $radius;
  background: $highlight;
  color: $on-highlight;
  font-family: $font-headline;
  font-size: 1.25rem;
  font-weight: 700;
}

.header__names {
  display: flex;
  flex-direction: column;
  line-height: 1.2;
}

.header__title {
  font-family: $font-headline;
  font-size: 1.25rem;
  font-weight: 700;
}

.header__tagline {
  color: $muted;
  font-size: 0.8125rem;
}

.header__toggle {
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.875rem;
  border: 1px solid color-mix(in srgb, #{$text} 30%, transparent);
  border-radius: $radius;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &[hidden] {
    display: none;
  }
  &:focus-visible {
    @include focus-ring;
  }
  @media (min-width: $medium) {
    display: none;
  }
}

.header__burger {
  position: relative;
  width: 1.125rem;
  height: 2px;
  background: currentColor;
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    background: currentColor;
    transition: transform 0.2s ease;
  }
  &::before {
    top: -6px;
  }
  &::after {
    top: 6px;
  }
}

[aria-expanded='true'] .header__burger {
  background: transparent;
  &::before {
    transform: translateY(6px) rotate(45deg);
  }
  &::after {
    transform: translateY(-6px) rotate(-45deg);
  }
}

.header__nav {
  display: none;
  position: absolute;
  top: 100%;
  inset-inline: 0;
  padding: 0.5rem $gutter 1.5rem;
  background: $background;
  border-bottom: 1px solid $line;
  box-shadow: $panel-shadow;
  @media (max-width: #{$medium - 0.02px}) {
    &[data-open] {
      display: block;
    }
  }
  @media (min-width: $medium) {
    display: flex;
    position: static;
    align-items: center;
    gap: 0.5rem;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
  }
}

// Without JavaScript the menu link opens the panel through :target.
@media (max-width: #{$medium - 0.02px}) {
  .header:not([data-sw-menu-ready]) .header__nav:target {
    display: block;
    .header__close {
      display: inline-block;
    }
  }
}

.header__list {
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: $medium) {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }
}

.header__item {
  position: relative;
}

.header__link,
.header__sublink {
  display: block;
  color: inherit;
  text-decoration: none;
  &:hover,
  &.is-active {
    color: $highlight-ink;
  }
  &:focus-visible {
    @include focus-ring;
    outline-offset: 0;
  }
}

.header__link {
  padding: 0.875rem 0.25rem;
  border-bottom: 1px solid $line;
  font-weight: 600;
  @media (min-width: $medium) {
    position: relative;
    padding: 0.625rem 0.875rem;
    border: 0;
    border-radius: $radius;
    &::after {
      content: '';
      position: absolute;
      right: 0.875rem;
      bottom: 0.3rem;
      left: 0.875rem;
      height: 2px;
      background: currentColor;
      transform: scaleX(0);
      transition: transform 0.2s ease;
    }
    &:hover::after,
    &.is-active::after {
      transform: scaleX(1);
    }
  }
}

.header__submenu {
  margin: 0;
  padding: 0 0 0.5rem 1rem;
  list-style: none;
  @media (min-width: $medium) {
    display: none;
    position: absolute;
    top: 100%;
    left: 0;
    min-width: 14rem;
    padding: 0.5rem;
    background: $background;
    border: 1px solid $line;
    border-radius: $radius;
    box-shadow: $panel-shadow;
  }
}

@media (min-width: $medium) {
  .header__item--parent:hover,
  .header__item--parent:focus-within {
    .header__submenu {
      display: block;
    }
  }
}

.header__sublink {
  padding: 0.625rem 0.25rem;
  @media (min-width: $medium) {
    padding: 0.5rem 0.75rem;
    border-radius: calc(#{$radius} / 2);
  }
}

.header__cta {
  @include button($highlight, $on-highlight);
  width: 100%;
  margin-top: 1.25rem;
  @media (min-width: $medium) {
    width: auto;
    margin: 0 0 0 0.75rem;
  }
}

.header__close {
  display: none;
  margin-top: 1rem;
  color: inherit;
  font-weight: 600;
  &:focus-visible {
    @include focus-ring;
  }
}

@media (prefers-reduced-motion: reduce) {
  .header__burger::before,
  .header__burger::after,
  .header__link::after {
    transition: none;
  }
}
`

/** The mobile menu: a real button replaces the :target link once this runs. */
const script = `(function () {
  document.querySelectorAll('[data-sw-menu]').forEach(function (header) {
    var button = header.querySelector('[data-sw-menu-button]')
    var nav = button && document.getElementById(button.getAttribute('aria-controls'))
    if (!nav) return
    header.querySelectorAll('[data-sw-menu-link], [data-sw-menu-close]').forEach(function (el) {
      el.hidden = true
    })
    button.hidden = false
    header.setAttribute('data-sw-menu-ready', '')
    function setOpen(open) {
      button.setAttribute('aria-expanded', String(open))
      nav.toggleAttribute('data-open', open)
    }
    button.addEventListener('click', function () {
      setOpen(button.getAttribute('aria-expanded') !== 'true')
    })
    header.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
        setOpen(false)
        button.focus()
      }
    })
  })
})()
`

export const header: StarterComponent = {
  key: 'header',
  namespace: 'header',
  title: 'Kopfzeile mit Navigation',
  icon: 'layout-navbar',
  form: [
    field.text('tagline', 'Unterzeile', { help: 'Kurz unter dem Namen der Website' }),
    { $formkit: 'checkbox', name: 'show_mark', label: 'Initiale als Logo zeigen' },
    field.text('button_label', 'Button-Beschriftung'),
    field.url('button_url', 'Button-Link'),
  ],
  template,
  style,
  script,
  data: { tagline: '', show_mark: true, button_label: '', button_url: '' },
}
