import { storedOnRequest } from './offlineStorage'

/**
 * When the page on screen was stored, if the offline worker answered its address from storage
 * (offline, or the network too slow): undefined when it came from the network, or when there is no
 * worker to ask. The worker remembers which pages it answered from storage (./serviceWorker.ts).
 */
export function whenStored(timeoutMs = 2000): Promise<Date | undefined> {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker?.controller
  if (!worker) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => resolve(undefined), timeoutMs)
    channel.port1.addEventListener(
      'message',
      ({ data }: MessageEvent<{ storedOn?: string | null }>) => {
        clearTimeout(timer)
        resolve(data?.storedOn ? new Date(data.storedOn) : undefined)
      },
      { once: true },
    )
    // A port listened to with addEventListener delivers nothing until started (onmessage starts it).
    channel.port1.start()
    worker.postMessage({ type: storedOnRequest }, [channel.port2])
  })
}
