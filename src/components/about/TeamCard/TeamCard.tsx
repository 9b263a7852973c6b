import { useLingui } from '@lingui/react'
import type { TeamMember } from '../../../content/about'
import { pictures } from '../../../content/pictures'
import { Picture } from '../../controls/Picture/Picture'
import * as styles from './TeamCard.css'

/** A person of the team, by role: a drawing, the role and a line about them. */
export function TeamCard({ member }: { member: TeamMember }) {
  const { i18n } = useLingui()
  return (
    <div className={styles.card}>
      <div className={styles.portrait}>
        <Picture picture={pictures[member.picture]} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.role}>{i18n._(member.role)}</h3>
        <p className={styles.text}>{i18n._(member.text)}</p>
      </div>
    </div>
  )
}
