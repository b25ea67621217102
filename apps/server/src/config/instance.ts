import os from 'node:os';
import type { Config } from './env.ts';

/**
 * The name this process goes by in its log lines (`instance`), so lines of two instances on one
 * host can be told apart in a merged journal. INSTANCE_NAME when set; otherwise the host and the
 * port (the systemd unit zechus@PORT runs one instance per port, and the port outlives a
 * restart, so a search by instance keeps working across deploys); with PORT=0 (an ephemeral
 * port, tests) the port is not known until listening, so the process id stands in for it.
 */
export function instanceName(
  config: Pick<Config, 'INSTANCE_NAME' | 'PORT'>,
  host = os.hostname(),
  pid = process.pid,
): string {
  if (config.INSTANCE_NAME) return config.INSTANCE_NAME;
  return config.PORT === 0 ? `${host}-${pid}` : `${host}:${config.PORT}`;
}
