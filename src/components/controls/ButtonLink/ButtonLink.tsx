import { Link, type LinkComponentProps } from '@tanstack/react-router'
import { button, type ButtonStyle } from '../../../design/recipes.css'

type ButtonLinkProps = LinkComponentProps<'a'> & ButtonStyle

/** An in-site link that looks like a button; type-checked against the routes. */
export function ButtonLink({ variant, size, ...props }: ButtonLinkProps) {
  return <Link {...props} className={button({ variant, size })} />
}

interface ExternalButtonLinkProps extends ButtonStyle {
  href: string
  children: React.ReactNode
  /** Opens in a new tab, without handing the new page a reference to ours. */
  newTab?: boolean
}

/** A `tel:`, `mailto:` or outside link that looks like a button. */
export function ExternalButtonLink({ href, children, newTab = false, variant, size }: ExternalButtonLinkProps) {
  return (
    <a
      href={href}
      className={button({ variant, size })}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}
