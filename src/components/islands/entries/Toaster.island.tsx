// The notifications, woken by the first one (../components/shell/Toaster/toastQueue.ts).
export { Toaster as default } from '../../shell/Toaster/Toaster'
