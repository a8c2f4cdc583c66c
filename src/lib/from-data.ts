/**
 * A record a page query asked for. The build always supplies it, so a missing one means
 * its data file is gone or unreadable: fail loudly, naming the file.
 */
export function fromData<T>(value: T | null | undefined, file: string): T {
  if (value === null || value === undefined) throw new Error(`${file} is missing from the data layer`)
  return value
}
