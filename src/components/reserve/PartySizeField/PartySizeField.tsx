import { useLingui } from '@lingui/react/macro'
import { Button, FieldError, Group, Input, Label, NumberField } from 'react-aria-components/NumberField'
import { Icon } from '../../controls/Icon/Icon'
import * as fieldStyles from '../requestField.css'
import * as styles from './PartySizeField.css'

interface PartySizeFieldProps {
  /** Null while empty. */
  value: number | null
  onChange: (party: number | null) => void
  problem: string | undefined
}

/**
 * How many guests: typed, or stepped with − and + (or the arrow keys). It takes any number from 1: a
 * party larger than the house takes online is said to be so, and asked to call, rather than cut to
 * the largest without a word.
 */
export function PartySizeField({ value, onChange, problem }: PartySizeFieldProps) {
  const { t } = useLingui()
  return (
    <NumberField
      className={fieldStyles.field}
      value={value ?? Number.NaN}
      onChange={(party) => onChange(Number.isNaN(party) ? null : party)}
      minValue={1}
      maxValue={99}
      formatOptions={{ maximumFractionDigits: 0 }}
      isInvalid={problem !== undefined}
      validationBehavior="aria"
    >
      <Label className={fieldStyles.label}>{t({ message: 'Guests', comment: 'Table request: label of the number of guests (the party size). Terms: guests — see the glossary in docs/translating.md.' })}</Label>
      <Group className={styles.group}>
        <Button slot="decrement" className={styles.step}>
          <Icon name="minus" />
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" className={styles.step}>
          <Icon name="plus" />
        </Button>
      </Group>
      <FieldError className={fieldStyles.error}>{problem}</FieldError>
    </NumberField>
  )
}
