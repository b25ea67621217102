import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Deployment } from './deployment.ts';

export interface LogLine {
  instance?: string;
  reqId?: string;
  msg?: string;
  [key: string]: unknown;
}

/** What journald keeps of each instance (stdout and stderr), line by line. */
export function instanceLog(deployment: Deployment, port: number): string[] {
  return deployment.units
    .log(String(port))
    .split('\n')
    .filter((line) => line.trim() !== '');
}

/** The request ids of nginx's access log (`rid=` of deploy/nginx/zechus.conf's log format). */
export function nginxRequestIds(deployment: Deployment): string[] {
  const log = fs.readFileSync(path.join(deployment.nginx.prefix, 'logs/zechus.access.log'), 'utf8');
  return [...log.matchAll(/ rid=(\S+)/g)].map((match) => match[1]!);
}

/** The instance name an unset INSTANCE_NAME gives: host and port (README "Logs"). */
export const instanceName = (port: number) => `${os.hostname()}:${port}`;
