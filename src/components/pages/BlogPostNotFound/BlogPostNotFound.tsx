import { useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../../i18n/useLanguage'
import { ButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { Icon } from '../../controls/Icon/Icon'
import { StatusMessage } from '../../controls/StatusMessage/StatusMessage'

/** A blog address whose post does not exist: says so and leads back to the list. */
export function BlogPostNotFound() {
  const { t } = useLingui()
  const language = useLanguage()
  return (
    <StatusMessage
      heading={t({
        message: 'Article not found',
        comment: 'Heading shown for a blog address whose post does not exist (Latvian: "Raksts nav atrasts")',
      })}
      text={t({ message: 'This post may have been removed, or the link has a typo.', comment: 'Text under "Article not found"' })}
      action={
        <ButtonLink to="/$lang/blog" params={{ lang: language }} variant="secondary" size="lg">
          <Icon name="arrowLeft" />
          {t({ message: 'Back to the blog', comment: 'Link from a missing blog post to the blog list' })}
        </ButtonLink>
      }
    />
  )
}
