// The footer's social link, whose tooltip names the network: woken by the first hover or focus.
export { SocialLink as default } from '../../shell/SocialLink/SocialLink'
