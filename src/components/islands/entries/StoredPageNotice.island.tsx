// Says when a page on screen came from the device's storage, offline.
export { StoredPageNotice as default } from '../../shell/StoredPageNotice/StoredPageNotice'
