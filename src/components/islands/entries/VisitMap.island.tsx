// The live map over the drawn plan, and OpenLayers with it.
export { VisitMapLive as default } from '../../visit/VisitMap/VisitMapLive'
