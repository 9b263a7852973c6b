import { useLayoutEffect, type ReactNode } from 'react'

/**
 * Shows its children as paper shows them: every rule the page's stylesheets keep for print is copied,
 * while the story is shown, into a style without the condition. A preview, not the printer: the
 * rules for screens stay too, as a browser's print preview of the page would not keep them.
 */
export function PrintPreview({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const printRules: string[] = []
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule && rule.media.mediaText.includes('print')) printRules.push(...[...rule.cssRules].map((inner) => inner.cssText))
        else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) collect(rule.cssRules)
      }
    }
    for (const sheet of document.styleSheets) {
      try {
        collect(sheet.cssRules)
      } catch {
        // A sheet from another origin cannot be read: it holds no print rule of the site's.
      }
    }
    const style = document.createElement('style')
    style.dataset.printPreview = ''
    style.textContent = printRules.join('\n')
    document.head.append(style)
    return () => style.remove()
  }, [])
  return <div style={{ background: 'white', color: 'black', padding: 24, maxWidth: '210mm' }}>{children}</div>
}
