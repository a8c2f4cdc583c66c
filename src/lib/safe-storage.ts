/**
 * Web Storage that never breaks a page: private browsing, a full quota or a disabled
 * storage make reads return null and writes do nothing, and the failure is logged.
 */
type Area = "local" | "session"

function area(which: Area): Storage | null {
  try {
    return which === "local" ? window.localStorage : window.sessionStorage
  } catch (error) {
    console.warn(`${which}Storage is not available`, error)
    return null
  }
}

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null
  } catch (error) {
    console.warn(`Could not read ${key} from ${which}Storage`, error)
    return null
  }
}

export function writeStorage(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value)
  } catch (error) {
    console.warn(`Could not write ${key} to ${which}Storage`, error)
  }
}

export function removeStorage(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key)
  } catch (error) {
    console.warn(`Could not remove ${key} from ${which}Storage`, error)
  }
}
