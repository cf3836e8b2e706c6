import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings of the embedded database, sized for one workspace on one machine (decision
 * 0022). PGlite starts with a stock server's 128 MB of shared buffers, which sit in the WebAssembly
 * memory from the first statement and never go back to the operating system; one connection on a
 * workspace's catalog reads from the operating system's file cache nearly as fast.
 * `maintenance_work_mem` bounds what an index build or a vacuum can add to that memory for good.
 */
const EMBEDDED_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
};

/** PGlite's own start parameters followed by the embedded database's settings, as `-c name=value`. */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}
