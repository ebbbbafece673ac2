import { TOKENS, field } from './parts.ts'
import type { StarterComponent } from './types.ts'

/*
 * An article's background (namespace background). The layer is taller than the article, so with
 * the content's parallax flag set it can move at a third of the scroll speed (spec §9 factor
 * 0.33) without showing an edge. A scrim in the theme's background colour keeps the article's
 * text readable on any picture.
 */
const template = `{% assign strength = scrim | default: 70 %}
<div class="background background--{{ pattern | default: "soft" }}" style="--_scrim: {{ strength | divided_by: 100.0 }}">
  <div class="background__layer" data-sw-parallax-layer>
    {% if file != blank %}{{ file | image: "100vw", class: "background__img", decorative: true }}{% endif %}
  </div>
  <div class="background__scrim"></div>
</div>
`

const style = `${TOKENS}

& {
  position: absolute;
  inset: 0;
}

.background {
  position: absolute;
  inset: 0;
  overflow: hidden;
}

.background__layer {
  position: absolute;
  inset: 0;
  will-change: transform;
}

&[data-sw-parallax] .background__layer {
  inset: -20% 0;
}

.background--soft .background__layer {
  background:
    radial-gradient(circle at 15% 20%, color-mix(in srgb, #{$highlight} 30%, transparent), transparent 45%),
    radial-gradient(circle at 85% 70%, color-mix(in srgb, #{$highlight} 20%, transparent), transparent 50%),
    $secondary;
}

.background--lines .background__layer {
  background:
    repeating-linear-gradient(
      -45deg,
      transparent 0 22px,
      color-mix(in srgb, #{$highlight} 14%, transparent) 22px 24px
    ),
    $secondary;
}

.background--plain .background__layer {
  background: $secondary;
}

.background__img {
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
}

.background__scrim {
  position: absolute;
  inset: 0;
  background: $background;
  opacity: var(--_scrim, 0.7);
}
`

/** spec §9 parallax factor 0.33, only on backgrounds whose content has the parallax flag. */
const script = `(function () {
  var FACTOR = 0.33
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  var layers = []
  document.querySelectorAll('[data-sw-parallax] [data-sw-parallax-layer]').forEach(function (layer) {
    var article = layer.closest('.sw-article') || layer.parentNode
    layers.push({ layer: layer, article: article })
  })
  if (!layers.length) return
  var queued = false
  function update() {
    queued = false
    var middle = window.innerHeight / 2
    layers.forEach(function (item) {
      var box = item.article.getBoundingClientRect()
      if (box.bottom < 0 || box.top > window.innerHeight) return
      var limit = box.height * 0.2
      var offset = Math.max(-limit, Math.min(limit, (box.top + box.height / 2 - middle) * FACTOR))
      item.layer.style.transform = 'translate3d(0,' + offset.toFixed(1) + 'px,0)'
    })
  }
  function queue() {
    if (!queued) {
      queued = true
      requestAnimationFrame(update)
    }
  }
  window.addEventListener('scroll', queue, { passive: true })
  window.addEventListener('resize', queue)
  update()
})()
`

export const background: StarterComponent = {
  key: 'background',
  namespace: 'background',
  title: 'Hintergrund mit Parallaxe',
  icon: 'background',
  form: [
    { $formkit: 'media', name: 'file', label: 'Hintergrundbild', help: 'Leer: eine ruhige Fläche' },
    field.select('pattern', 'Fläche ohne Bild', {
      soft: 'Weiche Farbflecken',
      lines: 'Feine Linien',
      plain: 'Einfarbig',
    }),
    {
      $formkit: 'range',
      name: 'scrim',
      label: 'Aufhellung für lesbaren Text (%)',
      min: 0,
      max: 100,
      step: 5,
    },
  ],
  template,
  style,
  script,
  data: { pattern: 'soft', scrim: 70 },
}
