// A reserve button's link becomes the button that opens the table request: woken by the first tap,
// focus or hover, its panel and the calendar with it.
export { ReserveTable as default } from '../../reserve/ReserveTable/ReserveTable'
