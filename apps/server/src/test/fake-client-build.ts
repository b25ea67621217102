import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in build of the client in a temporary folder: index.html with the placeholders the real
 * one carries (the CSRF token, the site's configuration) around `body`, and `files` beside it
 * (paths relative to the build, folders made as needed). The caller removes the folder.
 */
export function fakeClientBuild(
  files: Record<string, string | Buffer> = {},
  body = '<div id="root"></div>',
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="csrf-token" content="__CSRF_TOKEN__" />' +
      '<script type="application/json" id="site-config">__SITE_CONFIG__</script></head>' +
      `<body>${body}</body></html>`,
  );
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return dir;
}
