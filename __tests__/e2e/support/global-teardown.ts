import type { Server } from "http"
import removeShippedData from "../../setup/shipped-data-teardown"

export default async function globalTeardown() {
  const server = (globalThis as { __E2E_SERVER__?: Server }).__E2E_SERVER__
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  removeShippedData()
}
