// `<amigo-island>`, the element around an island (./Island.tsx), as JSX writes it.
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'amigo-island': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Record<`data-${string}`, string>
    }
  }
}
