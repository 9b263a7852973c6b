import { msg } from '@lingui/core/macro'

// Each comment is written out in its own msg() call: extraction reads only literal text, never a variable.

/** The fillings dishes come with; each version has its own price. */
export const proteins = {
  mushrooms: msg({ message: 'Mushrooms', comment: 'Version of a dish by its filling (burrito, gringa, quesadilla), shown before its price' }),
  chickenOrPork: msg({ message: 'Chicken or pork', comment: 'Version of a dish by its filling (burrito, gringa, quesadilla), shown before its price' }),
  beefOrShrimp: msg({ message: 'Beef or prawns', comment: 'Version of a dish by its filling (burrito, gringa, quesadilla), shown before its price' }),
  cheeseOnly: msg({ message: 'Cheese only', comment: 'Version of a quesadilla filled with cheese alone, shown before its price' }),
  noMeat: msg({ message: 'No meat', comment: 'Version of the Caesar salad or the chilaquiles without meat, shown before its price' }),
  chicken: msg({ message: 'Chicken', comment: 'Version of the Caesar salad or the chilaquiles topped with chicken, shown before its price' }),
  shrimp: msg({ message: 'Prawns', comment: 'Version of the Caesar salad topped with prawns, shown before its price' }),
}
