import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../../i18n/useLanguage'
import { ButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { Icon } from '../../controls/Icon/Icon'
import { StatusMessage } from '../../controls/StatusMessage/StatusMessage'

/** The heading of the page. */
export const blogPostNotFoundHeading = msg({
  message: 'Post not found',
  comment: 'Heading of the page shown for a blog address whose post does not exist (Latvian: "Raksts nav atrasts"); use your glossary word for a blog post (docs/translating.md).',
})

/** What a blog post's loader gives the root's not-found page when the post does not exist. */
export const missingBlogPost = 'missing-blog-post'

/**
 * A blog address whose post does not exist: says so and leads back to the list. At an unknown
 * post's address only the root route's not-found page renders, so the page gives its own title.
 */
export function BlogPostNotFound() {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const heading = i18n._(blogPostNotFoundHeading)
  return (
    <>
      <title>
        {t({ message: 'Post not found — Amigo Riga', comment: 'Browser-tab title of the page shown for a blog address whose post does not exist; use your language’s title dash, as in the other page titles' })}
      </title>
      <StatusMessage
        heading={heading}
        text={t({ message: 'This post may have been removed, or the link has a typo.', comment: 'Text under "Post not found", on the page for a blog post that does not exist' })}
        action={
          <ButtonLink to="/$lang/blog" params={{ lang: language }} variant="secondary" size="lg">
            <Icon name="arrowLeft" />
            {t({ message: 'Back to the blog', comment: 'Link from a missing blog post to the blog list' })}
          </ButtonLink>
        }
      />
    </>
  )
}
