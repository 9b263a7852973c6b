import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button'
import { button, type ButtonStyle } from '../../../design/recipes.css'

type ButtonProps = Omit<AriaButtonProps, 'className'> & ButtonStyle

/** An action button: react-aria handles press, keyboard and focus-visible. */
export function Button({ variant, size, ...props }: ButtonProps) {
  return <AriaButton {...props} className={button({ variant, size })} />
}
