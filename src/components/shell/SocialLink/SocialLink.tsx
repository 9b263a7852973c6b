import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components/Link'
import { socialProfile } from '../../../content/business'
import { Icon } from '../../controls/Icon/Icon'
import { Tooltip } from '../../controls/Tooltip/Tooltip'

/** The social profile link, opening in a new tab, with the network named in a tooltip. */
export function SocialLink({ className }: { className: string }) {
  const { t } = useLingui()
  const network = socialProfile.network
  return (
    <Tooltip label={t({ message: `Amigo on ${network}`, comment: 'Tooltip on the social media link; {network} is e.g. Instagram' })}>
      <Link href={socialProfile.url} target="_blank" rel="noopener noreferrer" className={className}>
        <Icon name="instagram" />
        {socialProfile.handle}
      </Link>
    </Tooltip>
  )
}
