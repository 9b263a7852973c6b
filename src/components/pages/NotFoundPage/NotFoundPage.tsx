import { useLingui } from '@lingui/react/macro'
import { notFoundPicture } from '../../../content/notFoundPicture'
import { navigationLabels } from '../../../content/pages'
import { useLanguage } from '../../../i18n/useLanguage'
import { ButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { Picture } from '../../controls/Picture/Picture'
import { StatusMessage } from '../../controls/StatusMessage/StatusMessage'
import { notFoundAttribute } from './notFoundMarker'

/**
 * The page for a path that leads nowhere: a drawing, the way home, and the two pages a lost visitor
 * most often wanted (the menu, and how to find us). The page's script logs the path for whoever
 * reads the console (it finds the page by its marker).
 */
export function NotFoundPage() {
  const { t, i18n } = useLingui()
  const language = useLanguage()

  const heading = t({ message: 'Oops! Page not found', comment: 'Heading of the page shown for an address that does not exist' })
  return (
    <div {...{ [notFoundAttribute]: '' }}>
      {/* React places the title in the head: not-found pages have no route to give them one. */}
      <title>{t({ message: '404 — Page not found — Amigo Riga', comment: 'Browser-tab title of the page shown for an address that does not exist; use your language’s title dash, as in the other page titles' })}</title>
      <StatusMessage
        code="404"
        heading={heading}
        text={t({
          message: 'The page you are looking for has moved or never existed. The tacos are still here.',
          comment: 'Text under the not-found heading. Terms: tacos, form of address — see the glossary in docs/translating.md.',
        })}
        picture={<Picture picture={notFoundPicture} fit="contain" />}
        action={
          <>
            <ButtonLink to="/$lang/" params={{ lang: language }} size="lg">
              {t({ message: 'Return to Home', comment: 'Link from the not-found page back to the home page. Terms: form of address — see the glossary in docs/translating.md.' })}
            </ButtonLink>
            <ButtonLink to="/$lang/menu" params={{ lang: language }} variant="secondary" size="lg">
              {i18n._(navigationLabels.menu)}
            </ButtonLink>
            <ButtonLink to="/$lang/visit" params={{ lang: language }} variant="secondary" size="lg">
              {i18n._(navigationLabels.visit)}
            </ButtonLink>
          </>
        }
      />
    </div>
  )
}
