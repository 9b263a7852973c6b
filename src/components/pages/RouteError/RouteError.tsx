import { useEffect } from 'react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../../i18n/useLanguage'
import { isChunkLoadError, recoverFromFailedModule } from '../../../startup/reloadOnChunkError'
import { Button } from '../../controls/Button/Button'
import { ButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { StatusMessage } from '../../controls/StatusMessage/StatusMessage'
import * as styles from './RouteError.css'

/**
 * What a page shows when it fails (a route's code that could not load, an error while rendering),
 * in the page's language, instead of the router's default: a way home and a way to try again. A
 * module a deploy removed gets the one reload of src/startup/reloadOnChunkError first.
 */
export function RouteError({ error, reset }: Pick<ErrorComponentProps, 'error' | 'reset'>) {
  const { t } = useLingui()
  const language = useLanguage()

  useEffect(() => {
    if (isChunkLoadError(error)) void recoverFromFailedModule(error)
  }, [error])

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
          <Button variant="secondary" size="lg" onPress={reset}>
            {t({ message: 'Try again', comment: 'Button on the "Something went wrong" message that tries to show the page again. Terms: form of address — see the glossary in docs/translating.md.' })}
          </Button>
        </div>
      }
    />
  )
}
