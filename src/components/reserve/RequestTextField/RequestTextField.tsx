import { useLingui } from '@lingui/react/macro'
import { Input, Label, Text, TextArea, TextField } from 'react-aria-components/TextField'
import * as fieldStyles from '../requestField.css'

interface RequestTextFieldProps {
  label: string
  value: string
  onChange: (text: string) => void
  maxLength: number
  /** A line of help under it. @default none */
  description?: string
  /** The browser's autofill: the guest's own name or phone number. @default off */
  autoComplete?: 'name' | 'tel' | 'off'
  /** A phone number: the phone's keypad. @default text */
  type?: 'text' | 'tel'
  /** A box of a few lines (a note) rather than one line (a name). @default false */
  multiline?: boolean
}

/** A field the guest may leave empty (their name, a note): said "optional" after its label. */
export function RequestTextField({ label, value, onChange, maxLength, description, autoComplete = 'off', type = 'text', multiline = false }: RequestTextFieldProps) {
  const { t } = useLingui()
  return (
    <TextField className={fieldStyles.field} value={value} onChange={onChange} maxLength={maxLength} autoComplete={autoComplete} type={type}>
      <Label className={fieldStyles.label}>
        {label}{' '}
        <span className={fieldStyles.optional}>
          {t({ message: '(optional)', comment: 'Table request: after the label of a field the guest may leave empty ("Name (optional)")' })}
        </span>
      </Label>
      {multiline ? <TextArea className={fieldStyles.textArea} rows={2} /> : <Input className={fieldStyles.input} />}
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
    </TextField>
  )
}
