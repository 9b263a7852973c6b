// The site's stylesheet split in two for each prerendered page (docs/architecture.md, "Loading"):
// the part its markup can use, inlined in its head, so the first round trip carries the page's own
// styles and not every page's; and the rest, a file the client entry loads once the first screen is
// drawn (src/startup/pageAssets.ts), before hydration, for what only scripts show (a dialog, the map,
// a status that arrives later) and for the pages a visitor reaches without reloading.
// The rest holds no rule the page already matches, so adding it restyles nothing on the page; the
// whole stylesheet again would restyle and lay out every element.
import { parse, type AtRule, type ChildNode, type Root } from 'postcss'

/** Every class name a page's markup uses. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, list = ''] of html.matchAll(/\bclass="([^"]*)"/g)) for (const name of list.split(/\s+/)) if (name) classes.add(name)
  return classes
}

/**
 * The class names a selector needs on the page to match anything. Classes inside a functional
 * pseudo-class (`:not(.open)`, `:is(…)`, `:has(…)`) are left out: `:not(.open)` matches precisely
 * when the class is absent, so a rule is kept rather than dropped when in doubt.
 */
export function requiredClasses(selector: string): string[] {
  let outside = ''
  let depth = 0
  for (const character of selector) {
    if (character === '(') depth++
    else if (character === ')') depth--
    else if (depth === 0) outside += character
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name ?? '')
}

const insideKeyframes = (node: ChildNode) => node.parent?.type === 'atrule' && /keyframes$/i.test((node.parent as AtRule).name)

/** Keeps the selectors of each rule that `keep` accepts; a rule left without selectors goes. */
function keepSelectors(root: Root, keep: (selector: string) => boolean) {
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return
    const kept = rule.selectors.filter(keep)
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selector = kept.join(',')
  })
}

function dropEmptyAtRules(root: Root) {
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove()
  })
}

/**
 * The stylesheet with the rules the page cannot use removed: a selector whose classes are not all
 * in the page's markup goes; a rule left without selectors, and an at-rule left empty, go too.
 * Everything else (custom properties, element styles, fonts, keyframes) stays, in its order.
 */
export function criticalCss(css: string, html: string): string {
  const classes = classesOf(html)
  const root = parse(css)
  keepSelectors(root, (selector) => requiredClasses(selector).every((name) => classes.has(name)))
  dropEmptyAtRules(root)
  return root.toString()
}

/**
 * What `criticalCss` left out for the page, in the stylesheet's order: together they are the whole
 * stylesheet, each selector in one of them. Fonts, keyframes and at-rules without rules (`@font-face`,
 * `@import`) are always inlined, so none of them is here.
 */
export function remainingCss(css: string, html: string): string {
  const classes = classesOf(html)
  const root = parse(css)
  root.walkAtRules((atRule) => {
    const holdsRules = atRule.nodes?.some((node) => node.type === 'rule' || node.type === 'atrule')
    if (/keyframes$/i.test(atRule.name) || !holdsRules) atRule.remove()
  })
  keepSelectors(root, (selector) => !requiredClasses(selector).every((name) => classes.has(name)))
  dropEmptyAtRules(root)
  return root.toString()
}
