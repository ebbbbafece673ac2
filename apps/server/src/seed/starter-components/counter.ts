import {
  ANCHOR_ATTRIBUTE,
  TOKENS,
  anchorField,
  blockHead,
  blockHeadFields,
  blockHeadStyle,
  field,
} from './parts.ts'
import type { StarterComponent } from './types.ts'

/*
 * The final number is in the HTML (with German thousands separators), so the block reads right
 * without JavaScript and for screen readers: the animated digits are aria-hidden, a hidden copy
 * says the number once.
 */
const formatted = (n: string) =>
  `{% assign whole = ${n} | floor %}{% if whole >= 1000000 %}{{ whole }}{% elsif whole >= 1000 %}` +
  `{{ whole | divided_by: 1000 | floor }}.{{ whole | modulo: 1000 | prepend: "00" | slice: -3, 3 }}` +
  `{% else %}{{ whole }}{% endif %}`

const template = `<div class="counter"${ANCHOR_ATTRIBUTE}>
  ${blockHead('counter')}
  <ul class="counter__grid" role="list">
    {% for item in items %}
    {% capture value %}{{ item.prefix }}${formatted('item.number')}{{ item.suffix }}{% endcapture %}
    <li class="counter__item">
      <span class="counter__number" aria-hidden="true" data-sw-counter="{{ item.number | floor }}" data-sw-counter-prefix="{{ item.prefix }}" data-sw-counter-suffix="{{ item.suffix }}">{{ value }}</span>
      <span class="counter__label"><span class="counter__value">{{ value }} </span>{{ item.label }}</span>
    </li>
    {% endfor %}
  </ul>
</div>
`

const style = `${TOKENS}

.counter {
  @include block;
}

${blockHeadStyle('counter')}
.counter__grid {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  gap: 1.5rem;
  @include bare-list;
}

.counter__item {
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding-top: 1.25rem;
  border-top: 4px solid $highlight;
}

.counter__number {
  color: $highlight-ink;
  font-family: $font-headline;
  font-size: clamp(2.5rem, 1.9rem + 2.4vw, 3.75rem);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  line-height: 1;
}

.counter__label {
  color: $muted;
  font-size: 1.0625rem;
  line-height: 1.45;
}

// Read once by screen readers with its label; the animated digits are hidden from them.
.counter__value {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
`

/** spec §9: counts up to the number over 3 s once the block is in view; not with reduced motion. */
const script = `(function () {
  var DURATION = 3000
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  var format = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 })
  function run(el) {
    var target = Number(el.getAttribute('data-sw-counter'))
    var prefix = el.getAttribute('data-sw-counter-prefix') || ''
    var suffix = el.getAttribute('data-sw-counter-suffix') || ''
    var start = null
    function frame(now) {
      if (start === null) start = now
      var progress = Math.min(1, (now - start) / DURATION)
      var eased = 1 - Math.pow(1 - progress, 3)
      el.textContent = prefix + format.format(Math.round(target * eased)) + suffix
      if (progress < 1) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }
  var numbers = document.querySelectorAll('[data-sw-counter]')
  if (!('IntersectionObserver' in window)) return
  var observer = new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (!entry.isIntersecting) return
      observer.unobserve(entry.target)
      run(entry.target)
    })
  }, { threshold: 0.4 })
  numbers.forEach(function (el) {
    if (isFinite(Number(el.getAttribute('data-sw-counter')))) observer.observe(el)
  })
})()
`

export const counter: StarterComponent = {
  key: 'counter',
  namespace: 'module',
  title: 'Zähler (Zahlen und Fakten)',
  icon: 'numbers',
  form: [
    ...blockHeadFields(),
    field.repeat('items', 'Zahlen', [
      { $formkit: 'number', name: 'number', label: 'Zahl', required: true, min: 0, step: 1 },
      field.text('prefix', 'Vor der Zahl', { help: 'z. B. über' }),
      field.text('suffix', 'Nach der Zahl', { help: 'z. B. % oder +' }),
      field.text('label', 'Beschriftung', { required: true }),
    ]),
    anchorField(),
  ],
  template,
  style,
  script,
  data: {
    kicker: '',
    headline: 'In Zahlen',
    intro: '',
    items: [
      { number: 35, prefix: '', suffix: '', label: 'Jahre Erfahrung' },
      { number: 1200, prefix: '', suffix: '+', label: 'zufriedene Kundinnen und Kunden' },
      { number: 98, prefix: '', suffix: ' %', label: 'Weiterempfehlung' },
    ],
    anchor: '',
  },
}
