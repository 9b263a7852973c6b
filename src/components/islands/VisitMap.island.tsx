// The map, and OpenLayers once it nears the viewport.
export { VisitMapBox as default } from '../visit/VisitMap/VisitMapBox'
