import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY, replaceExactly } from './paths.ts';

export interface NginxPorts {
  http: number;
  https: number;
  /** The instances' ports, in the order of deploy/nginx/zechus-upstream.conf's lines. */
  instances: [number, number];
}

export interface TestNginx {
  prefix: string;
  /** The upstream file as installed (what zechus-rolling-restart edits). */
  upstreamFile: string;
  pidFile: string;
  /** The self-signed certificate of `localhost` that the test's clients trust. */
  certificate: Buffer;
  configFile: string;
  /** `nginx -t` then `nginx -s reload`, as Debian's nginx.service reloads. */
  reload(): void;
  errorLog(): string;
  stop(): Promise<void>;
}

const nginxBinary = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/**
 * Debian's nginx with deploy/nginx/'s two files installed as the runbook installs them
 * (conf.d/zechus-upstream.conf, sites-enabled/zechus), in a folder of the test's own, on its own
 * ports. The main file mirrors Debian's nginx.conf: conf.d and sites-enabled inside `http`. Each
 * change to deploy's files is an exact replacement that fails loudly when the file has changed
 * shape, so the test never quietly runs something other than what the runbook installs.
 */
export async function startNginx(prefix: string, ports: NginxPorts): Promise<TestNginx> {
  for (const dir of ['conf.d', 'sites-enabled', 'logs', 'tmp', 'www', 'tls']) {
    fs.mkdirSync(path.join(prefix, dir), { recursive: true });
  }
  const key = path.join(prefix, 'tls/privkey.pem');
  const cert = path.join(prefix, 'tls/fullchain.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );

  let upstream = fs.readFileSync(path.join(DEPLOY, 'nginx/zechus-upstream.conf'), 'utf8');
  upstream = replaceExactly(upstream, '127.0.0.1:3001', `127.0.0.1:${ports.instances[0]}`);
  upstream = replaceExactly(upstream, '127.0.0.1:3002', `127.0.0.1:${ports.instances[1]}`);
  const upstreamFile = path.join(prefix, 'conf.d/zechus-upstream.conf');
  fs.writeFileSync(upstreamFile, upstream);

  let site = fs.readFileSync(path.join(DEPLOY, 'nginx/zechus.conf'), 'utf8');
  site = replaceExactly(site, '    listen 80;', `    listen 127.0.0.1:${ports.http};`);
  site = replaceExactly(site, '    listen [::]:80;\n', '');
  site = replaceExactly(
    site,
    '    listen 443 ssl http2;',
    `    listen 127.0.0.1:${ports.https} ssl http2;`,
  );
  site = replaceExactly(site, '    listen [::]:443 ssl http2;\n', '');
  site = replaceExactly(site, '/etc/letsencrypt/live/zechus.example.org/fullchain.pem', cert);
  site = replaceExactly(site, '/etc/letsencrypt/live/zechus.example.org/privkey.pem', key);
  site = replaceExactly(site, 'server_name zechus.example.org;', 'server_name localhost;', 2);
  site = replaceExactly(site, '/var/log/nginx/', `${prefix}/logs/`, 2);
  site = replaceExactly(site, 'root /var/www/html;', `root ${prefix}/www;`);
  fs.writeFileSync(path.join(prefix, 'sites-enabled/zechus'), site);

  const pidFile = path.join(prefix, 'nginx.pid');
  const configFile = path.join(prefix, 'nginx.conf');
  const temp = (name: string) => `${name}_temp_path ${prefix}/tmp/${name};`;
  fs.writeFileSync(
    configFile,
    `# The test's stand-in for Debian's /etc/nginx/nginx.conf (workers as root: the folder is the test's).
user root;
worker_processes 2;
pid ${pidFile};
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${prefix}/logs/access.log;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  gzip on;
  include ${prefix}/conf.d/*.conf;
  include ${prefix}/sites-enabled/*;
}
`,
  );
  const args = ['-p', prefix, '-c', configFile];
  execFileSync(nginxBinary, [...args, '-t', '-q']);
  const child: ChildProcess = spawn(nginxBinary, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(ports.https, () => stderr);

  return {
    prefix,
    upstreamFile,
    pidFile,
    configFile,
    certificate: fs.readFileSync(cert),
    reload() {
      execFileSync(nginxBinary, [...args, '-t', '-q']);
      execFileSync(nginxBinary, [...args, '-s', 'reload'], { stdio: 'ignore' });
    },
    errorLog: () => fs.readFileSync(path.join(prefix, 'logs/error.log'), 'utf8'),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForPort(port: number, stderr: () => string): Promise<void> {
  const net = await import('node:net');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
