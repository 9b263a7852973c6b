import { msg } from '@lingui/core/macro'
import type { MenuSection } from './menuTypes'
import { proteins } from './proteins'

/** The left column of the menu, in the specification's order. Prices in euro cents. */
export const foodSections: readonly MenuSection[] = [
  {
    id: 'tacos',
    title: msg({ message: 'Tacos', comment: 'Menu section heading. Terms: tacos — see the glossary in docs/translating.md.' }),
    intro: msg({
      message:
        'Each order is 4 tacos, served with salad and your choice of fries or red rice, on classic, crispy or flour tortillas.',
      comment: 'Introduction of the tacos section of the menu. Terms: tacos, form of address — see the glossary in docs/translating.md.',
    }),
    items: [
      {
        id: 'taco-amigo',
        name: msg({ message: 'Taco Amigo', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise. Terms: tacos — see the glossary in docs/translating.md.' }),
        description: msg({ message: 'Slow-cooked pork al pastor, grilled pineapple, onion and coriander.', comment: 'Menu description of Taco Amigo' }),
        price: 1000,
        badge: 'popular',
        image: 'tacos',
      },
      {
        id: 'apotitaco',
        name: msg({ message: 'Apotitaco', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise' }),
        description: msg({ message: 'Chicken in the chef’s chipotle adobo, pickled red onion and avocado cream.', comment: 'Menu description of Apotitaco. Terms: chipotle, chef — see the glossary in docs/translating.md.' }),
        price: 1000,
        badge: 'chef',
      },
      {
        id: 'taco-de-birria',
        name: msg({ message: 'Taco de Birria', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise. Terms: tacos — see the glossary in docs/translating.md.' }),
        description: msg({ message: 'Beef braised with chiles and spices, melted cheese and a cup of its broth for dipping.', comment: 'Menu description of Taco de Birria' }),
        price: 1000,
      },
      {
        id: 'taco-baja',
        name: msg({ message: 'Taco Baja', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise. Terms: tacos — see the glossary in docs/translating.md.' }),
        description: msg({ message: 'Crispy battered fish, red cabbage, lime and chipotle mayonnaise.', comment: 'Menu description of Taco Baja (fish tacos). Terms: chipotle — see the glossary in docs/translating.md.' }),
        price: 1200,
      },
      {
        id: 'taco-papi',
        name: msg({ message: 'Taco Papi', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise. Terms: tacos — see the glossary in docs/translating.md.' }),
        description: msg({ message: 'Grilled beef steak and garlic prawns, guacamole and salsa macha.', comment: 'Menu description of Taco Papi. Terms: guacamole — see the glossary in docs/translating.md.' }),
        price: 1500,
        badge: 'premium',
      },
      {
        id: 'taco-smurf',
        name: msg({ message: 'Taco Smurf', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise. Terms: tacos — see the glossary in docs/translating.md.' }),
        description: msg({ message: 'Blue corn tortillas, roasted vegetables, black beans and avocado.', comment: 'Menu description of Taco Smurf (vegan)' }),
        price: 700,
        vegan: true,
      },
    ],
  },
  {
    id: 'starters',
    title: msg({ message: 'Nachos and starters', comment: 'Menu section heading. Terms: nachos — see the glossary in docs/translating.md.' }),
    items: [
      {
        id: 'nachos-amigo',
        name: msg({ message: 'Nachos Amigo', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise. Terms: nachos — see the glossary in docs/translating.md.' }),
        description: msg({ message: 'Corn chips with melted cheese, beans, jalapeños, pico de gallo and sour cream.', comment: 'Menu description of Nachos Amigo' }),
        price: 700,
      },
      {
        id: 'guacamole-totopos',
        name: msg({ message: 'Guacamole con totopos', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise. Terms: guacamole — see the glossary in docs/translating.md.' }),
        description: msg({ message: 'Avocado crushed to order, with warm corn chips.', comment: 'Menu description of guacamole with corn chips' }),
        price: 500,
        vegan: true,
      },
      {
        id: 'elote',
        name: msg({ message: 'Elote', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise' }),
        description: msg({ message: 'Grilled corn on the cob with lime mayonnaise, cheese and chile.', comment: 'Menu description of elote (street corn)' }),
        price: 600,
      },
    ],
  },
  {
    id: 'burritos',
    title: msg({ message: 'Burritos', comment: 'Menu section heading. Terms: burritos — see the glossary in docs/translating.md.' }),
    image: 'burrito',
    intro: msg({
      message: 'Filled with red rice, beans and melted cheese, with fries and salad on the side.',
      comment: 'Introduction of the burritos section of the menu',
    }),
    notes: [{ text: msg({ message: 'Add pico de gallo or guacamole at no charge.', comment: 'Note under the burritos: an offer, not an instruction to the guest. Terms: guacamole, form of address — see the glossary in docs/translating.md.' }) }],
    items: [
      {
        id: 'burrito',
        name: msg({ message: 'Burrito', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise. Terms: burritos — see the glossary in docs/translating.md.' }),
        variants: [
          { label: proteins.mushrooms, price: 800 },
          { label: proteins.chickenOrPork, price: 900 },
          { label: proteins.beefOrShrimp, price: 1000 },
        ],
      },
    ],
  },
  {
    id: 'gringa',
    title: msg({ message: 'Gringa', comment: 'Menu section heading; a gringa is a flour tortilla with cheese and meat' }),
    image: 'gringa',
    intro: msg({ message: 'A flour tortilla folded over melted cheese and your filling, crisp from the griddle.', comment: 'Introduction of the gringa section of the menu. Terms: form of address — see the glossary in docs/translating.md.' }),
    items: [
      {
        id: 'gringa',
        name: msg({ message: 'Gringa', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise' }),
        variants: [
          { label: proteins.mushrooms, price: 700 },
          { label: proteins.chickenOrPork, price: 800 },
          { label: proteins.beefOrShrimp, price: 900 },
        ],
      },
    ],
  },
  {
    id: 'quesadillas',
    title: msg({ message: 'Quesadillas', comment: 'Menu section heading. Terms: quesadillas — see the glossary in docs/translating.md.' }),
    image: 'quesadilla',
    intro: msg({ message: 'Priced per piece: order a few and share.', comment: 'Introduction of the quesadillas section of the menu. Terms: form of address — see the glossary in docs/translating.md.' }),
    items: [
      {
        id: 'quesadilla',
        name: msg({ message: 'Quesadilla', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise. Terms: quesadillas — see the glossary in docs/translating.md.' }),
        variants: [
          { label: proteins.cheeseOnly, price: 200 },
          { label: proteins.mushrooms, price: 300 },
          { label: proteins.chickenOrPork, price: 400 },
          { label: proteins.beefOrShrimp, price: 500 },
        ],
      },
    ],
  },
  {
    id: 'salad',
    title: msg({ message: 'Caesar salad', comment: 'Menu section heading' }),
    items: [
      {
        id: 'caesar-salad',
        name: msg({ message: 'Caesar salad', comment: 'Dish name; the salad was invented in Tijuana' }),
        description: msg({ message: 'Romaine, parmesan, croutons and our Caesar dressing.', comment: 'Menu description of the Caesar salad' }),
        image: 'caesar',
        variants: [
          { label: proteins.noMeat, price: 700 },
          { label: proteins.chicken, price: 800 },
          { label: proteins.shrimp, price: 900 },
        ],
      },
    ],
  },
  {
    id: 'chilaquiles',
    title: msg({ message: 'Chilaquiles', comment: 'Menu section heading' }),
    items: [
      {
        id: 'chilaquiles',
        name: msg({ message: 'Chilaquiles', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise' }),
        description: msg({ message: 'Corn chips simmered in red or green salsa, with cream, cheese and onion.', comment: 'Menu description of chilaquiles' }),
        variants: [
          { label: proteins.noMeat, price: 800 },
          { label: proteins.chicken, price: 900 },
        ],
      },
    ],
  },
  {
    id: 'pozole',
    title: msg({ message: 'Pozole', comment: 'Menu section heading. Terms: pozole — see the glossary in docs/translating.md.' }),
    items: [
      {
        id: 'pozole',
        name: msg({ message: 'Pozole rojo', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise. Terms: pozole — see the glossary in docs/translating.md.' }),
        description: msg({ message: 'Hominy and pork soup with red chiles, radish, lettuce and lime.', comment: 'Menu description of pozole' }),
        price: 700,
      },
    ],
  },
  {
    id: 'sides',
    title: msg({ message: 'Sides', comment: 'Menu section heading' }),
    items: [
      { id: 'pico-de-gallo', name: msg({ message: 'Pico de gallo', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise' }), price: 100, vegan: true },
      { id: 'guacamole', name: msg({ message: 'Guacamole', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise. Terms: guacamole — see the glossary in docs/translating.md.' }), price: 300, vegan: true },
      { id: 'black-beans', name: msg({ message: 'Black beans', comment: 'Side dish name' }), price: 300, vegan: true },
      { id: 'red-rice', name: msg({ message: 'Red rice', comment: 'Side dish name: Mexican tomato rice' }), price: 300, vegan: true },
    ],
  },
  {
    id: 'snacks',
    title: msg({ message: 'Snacks', comment: 'Menu section heading: bar snacks' }),
    items: [
      { id: 'totopos', name: msg({ message: 'Totopos with salsa', comment: 'Bar snack: corn chips with salsa' }), price: 400, vegan: true },
      { id: 'fries', name: msg({ message: 'Fries with chipotle mayonnaise', comment: 'Bar snack. Terms: chipotle — see the glossary in docs/translating.md.' }), price: 400 },
      { id: 'chicharrones', name: msg({ message: 'Chicharrones', comment: 'Bar snack: crispy pork rinds; keep the Spanish name unless your language writes it otherwise' }), price: 400 },
      { id: 'snack-mix', name: msg({ message: 'Sharing board for the table', comment: 'Bar snack: all three snacks on one board, to share' }), description: msg({ message: 'Totopos, fries and chicharrones on one board.', comment: 'Menu description of the snack mix' }), price: 600 },
    ],
  },
  {
    id: 'desserts',
    title: msg({ message: 'Desserts', comment: 'Menu section heading' }),
    image: 'churros',
    items: [
      { id: 'churros', name: msg({ message: 'Churros', comment: 'Dish name: keep the Spanish name unless your language writes it otherwise. Terms: churros — see the glossary in docs/translating.md.' }), description: msg({ message: 'With cinnamon sugar and chocolate sauce.', comment: 'Menu description of churros' }), price: 400 },
      { id: 'ice-cream', name: msg({ message: 'Ice cream', comment: 'Dessert name' }), price: 200 },
      { id: 'churros-ice-cream', name: msg({ message: 'Churros with ice cream', comment: 'Dessert name. Terms: churros — see the glossary in docs/translating.md.' }), price: 500 },
    ],
  },
]
