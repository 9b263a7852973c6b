// Whether we are open now depends on the visitor's clock.
export { OpeningStatusBadge as default } from '../../hours/OpeningStatusBadge/OpeningStatusBadge'
