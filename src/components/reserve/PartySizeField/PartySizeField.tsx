import { useLingui } from '@lingui/react/macro'
import { Button, FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components/NumberField'
import { Icon } from '../../controls/Icon/Icon'
import * as fieldStyles from '../requestField.css'
import * as styles from './PartySizeField.css'

interface PartySizeFieldProps {
  /** Null while empty. */
  value: number | null
  onChange: (party: number | null) => void
  problem: string | undefined
  /** The largest party a request may name: the stepper stops there. */
  largest: number
  /** A word under the field that is not a problem (a large party: the call is quicker). */
  notice?: string | undefined
}

/**
 * How many guests: typed, or stepped with − and + (or the arrow keys), from 1 to the largest party
 * a request may name, where + stops. A large party that may still write is told a call is quicker.
 */
export function PartySizeField({ value, onChange, problem, largest, notice }: PartySizeFieldProps) {
  const { t } = useLingui()
  return (
    <NumberField
      className={fieldStyles.field}
      value={value ?? Number.NaN}
      onChange={(party) => onChange(Number.isNaN(party) ? null : party)}
      minValue={1}
      maxValue={largest}
      formatOptions={{ maximumFractionDigits: 0 }}
      isInvalid={problem !== undefined}
      validationBehavior="aria"
      // The − and + named as a guest says it, alone, not react-aria's "Decrease Guests".
      decrementAriaLabel={t({ message: 'One guest fewer', comment: 'Table request: screen-reader name of the − button beside the number of guests. Terms: guests — see the glossary in docs/translating.md.' })}
      incrementAriaLabel={t({ message: 'One guest more', comment: 'Table request: screen-reader name of the + button beside the number of guests. Terms: guests — see the glossary in docs/translating.md.' })}
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
      {notice && !problem && (
        <Text slot="description" className={fieldStyles.description}>
          {notice}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{problem}</FieldError>
    </NumberField>
  )
}
