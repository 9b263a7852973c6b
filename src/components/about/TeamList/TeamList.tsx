import { useId } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { TeamMember } from '../../../content/about'
import { container } from '../../../design/recipes.css'
import { TeamCard } from '../TeamCard/TeamCard'
import * as styles from './TeamList.css'

interface TeamListProps {
  heading: MessageDescriptor
  members: readonly TeamMember[]
}

/** The team section of the about page: a card per role. */
export function TeamList({ heading, members }: TeamListProps) {
  const { i18n } = useLingui()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={container}>
        <h2 id={headingId} className={styles.heading}>
          {i18n._(heading)}
        </h2>
        <ul className={styles.grid}>
          {members.map((member) => (
            <li key={member.id}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
