// The switch filters the menu by itself (CSS); the island adds its live count.
export { VeganFilter as default } from '../../menu/VeganFilter/VeganFilter'
