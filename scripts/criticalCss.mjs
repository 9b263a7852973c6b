// The part of the site's stylesheet a prerendered page can use, to inline in its head: the first
// round trip carries the page's own styles, not every page's (docs/architecture.md, "Loading").
// The whole stylesheet follows once the first screen is drawn (src/loading/pageAssets.ts), before
// hydration, for what only scripts show (a dialog, the map, a status that arrives later).
import { parse } from 'postcss'

/** Every class name a page's markup uses. */
export function classesOf(html) {
  const classes = new Set()
  for (const [, list] of html.matchAll(/\bclass="([^"]*)"/g)) for (const name of list.split(/\s+/)) if (name) classes.add(name)
  return classes
}

/**
 * The class names a selector needs on the page to match anything. Classes inside a functional
 * pseudo-class (`:not(.open)`, `:is(…)`, `:has(…)`) are left out: `:not(.open)` matches precisely
 * when the class is absent, so a rule is kept rather than dropped when in doubt.
 */
export function requiredClasses(selector) {
  let outside = ''
  let depth = 0
  for (const character of selector) {
    if (character === '(') depth++
    else if (character === ')') depth--
    else if (depth === 0) outside += character
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name)
}

/**
 * The stylesheet with the rules the page cannot use removed: a selector whose classes are not all
 * in the page's markup goes; a rule left without selectors, and an at-rule left empty, go too.
 * Everything else (custom properties, element styles, fonts, keyframes) stays, in its order.
 */
export function criticalCss(css, html) {
  const classes = classesOf(html)
  const root = parse(css)
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return
    const used = rule.selectors.filter((selector) => requiredClasses(selector).every((name) => classes.has(name)))
    if (used.length === 0) rule.remove()
    else if (used.length < rule.selectors.length) rule.selector = used.join(',')
  })
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove()
  })
  return root.toString()
}
