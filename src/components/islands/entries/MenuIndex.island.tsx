// Marks the section being read as the visitor scrolls.
export { MenuIndex as default } from '../../menu/MenuIndex/MenuIndex'
