import { msg } from '@lingui/core/macro'

const comment = 'Version of a dish by its filling, shown before its price'

/** The fillings dishes come with; each version has its own price. */
export const proteins = {
  mushrooms: msg({ message: 'Mushrooms', comment }),
  chickenOrPork: msg({ message: 'Chicken or pork', comment }),
  beefOrShrimp: msg({ message: 'Beef or shrimp', comment }),
  cheeseOnly: msg({ message: 'Cheese only', comment }),
  noMeat: msg({ message: 'No meat', comment }),
  chicken: msg({ message: 'Chicken', comment }),
  shrimp: msg({ message: 'Shrimp', comment }),
}
