import { useLingui } from '@lingui/react/macro'
import { Button } from 'react-aria-components/Button'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { Select, SelectValue } from 'react-aria-components/Select'
import { isLanguage, languageInfo, languages } from '../../../i18n/languages'
import { useLanguage } from '../../../i18n/useLanguage'
import { useSwitchLanguage } from '../../../i18n/useSwitchLanguage'
import { Flag } from '../Flag/Flag'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './LanguagePicker.css'

interface LanguagePickerProps {
  /** `onNight` for the dark header. @default 'onNight' */
  tone?: 'onNight' | 'onLight'
}

/** Lists the seven languages by flag and own name; choosing one opens this page in it. */
export function LanguagePicker({ tone = 'onNight' }: LanguagePickerProps) {
  const { t } = useLingui()
  const language = useLanguage()
  const switchLanguage = useSwitchLanguage()
  return (
    <Select
      className={styles.picker}
      aria-label={t({ message: 'Language', comment: 'Screen-reader name of the language picker' })}
      value={language}
      onChange={(key) => {
        if (isLanguage(key) && key !== language) switchLanguage(key)
      }}
    >
      <Button className={styles.trigger[tone]}>
        <SelectValue className={styles.value}>
          <Flag language={language} />
          <span lang={language}>{languageInfo[language].nativeName}</span>
        </SelectValue>
        <Icon name="chevronDown" size="1em" />
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <ListBox className={styles.list} items={languages.map((code) => ({ id: code }))}>
          {({ id }) => (
            <ListBoxItem id={id} textValue={languageInfo[id].nativeName} className={styles.option} lang={id}>
              <Flag language={id} />
              <span>{languageInfo[id].nativeName}</span>
              {id === language && <Icon name="check" size="1em" className={styles.check} />}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
