/**
 * The component folders of src/components/ that have no story of their own, each with the reason:
 * nothing a visitor sees, or a part drawn only inside the one component that owns it. Every other
 * folder has an entry in the sidebar titled with its name (tests/unit/storyCoverage.test.ts).
 */
export const internalComponents: Readonly<Record<string, string>> = {
  'blog/BlogPostStructuredData': 'writes JSON-LD into the page head: nothing to see',
  'menu/MenuStructuredData': 'writes JSON-LD into the page head: nothing to see',
  'pages/SiteStructuredData': 'writes JSON-LD into the page head: nothing to see',
  'pages/StructuredData': 'the script tag the structured-data components share: nothing to see',
  'pages/LocaleAlternates': 'writes the alternate-language links into the page head: nothing to see',
  'hours/LiveLineData': 'writes the live line’s minutes as data for the dated-parts script: its effect is the Hours/LiveLine stories',
  'islands/entries': 'the islands’ entry modules, one per island: code that wakes a component, nothing drawn of its own',
  'home/EveningActions': 'the two actions of an evening card, drawn only inside EveningCard (its stories show them)',
  'menu/PrintedExceptions': 'the notices of the printed menu’s header, drawn only inside MenuPrintHeader on paper',
  'menu/ItemAllergens': 'an item’s allergens line, drawn only inside MenuItemRow (its Allergens stories show each state)',
  'menu/DietBadges': 'the vegetarian and gluten-free badges, drawn only inside MenuItemRow (its Allergens stories show them)',
  'menu/AllergenChoices': 'the fourteen allergens’ checkboxes, drawn only inside VeganFilter (its allergen stories show them)',
  'menu/FilterSwitch': 'the switch of the menu’s filter, drawn only inside VeganFilter',
  'hours/DatedPartsScript': 'an inline script that shows the dated parts at load: its effect is what the Hours stories show',
}
