import { useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../../i18n/useLanguage'
import { button } from '../../../design/recipes.css'
import { ButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { StatusMessage } from '../../controls/StatusMessage/StatusMessage'
import * as styles from './RouteError.css'

/**
 * What a page shows when it fails to render, in the page's language, instead of the router's
 * default: a way home and a way to try again. The prerender refuses to write a page that fails, so
 * visitors of the built site never meet it; the development server shows it.
 */
export function RouteError() {
  const { t } = useLingui()
  const language = useLanguage()
  const { href } = useLocation()

  return (
    <StatusMessage
      heading={t({ message: 'Something went wrong', comment: 'Heading of the message shown when a page failed to load or to show' })}
      text={t({
        message: 'This page could not be shown. Try again, or go back to the home page.',
        comment: 'Text under "Something went wrong". Terms: form of address — see the glossary in docs/translating.md.',
      })}
      action={
        <div className={styles.actions}>
          <ButtonLink to="/$lang/" params={{ lang: language }} size="lg">
            {t({ message: 'Return to Home', comment: 'Link from the "Something went wrong" message back to the home page. Terms: form of address — see the glossary in docs/translating.md.' })}
          </ButtonLink>
          {/* A link to the page again: a document tries again by loading. */}
          <a href={href} className={button({ variant: 'secondary', size: 'lg' })}>
            {t({ message: 'Try again', comment: 'Button on the "Something went wrong" message that tries to show the page again. Terms: form of address — see the glossary in docs/translating.md.' })}
          </a>
        </div>
      }
    />
  )
}
