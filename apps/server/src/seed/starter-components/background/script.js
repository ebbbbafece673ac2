(function () {
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
