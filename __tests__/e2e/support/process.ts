/** Child processes the end-to-end tests start (decap-server, nginx, wrangler). */
import type { ChildProcess } from "child_process"

/**
 * Stops a server a test file started and waits until it has exited: a file that leaves one
 * still shutting down keeps its Jest worker from ending when the suite does.
 */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once("exit", resolve))
  child.kill()
  await exited
}
