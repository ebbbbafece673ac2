(function () {
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
