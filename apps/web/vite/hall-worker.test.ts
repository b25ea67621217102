import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { workerScript } from './hall-worker-build.ts';
import { hallRoute } from './hall-worker.ts';

const ORIGIN = 'https://zechus.example';
const FILES = new Set(['/assets/ScanStationPage-1.js', '/scan.webmanifest']);
const route = (url: string, mode: RequestMode = 'cors', method = 'GET') =>
  hallRoute({ url: ORIGIN + url, mode, method }, ORIGIN, '/scan', FILES);

describe('what the hall worker does with a request', () => {
  it('answers its own screen, the day and the screen’s files', () => {
    expect(route('/scan', 'navigate')).toBe('page');
    expect(route('/scan?token=x', 'navigate')).toBe('page');
    expect(route('/api/large-screen')).toBe('data');
    expect(route('/assets/ScanStationPage-1.js')).toBe('file');
    expect(route('/scan.webmanifest')).toBe('file');
  });

  it('leaves everything else to the browser', () => {
    // Other pages, even under the same prefix, other files and the rest of the API.
    expect(route('/sign-up', 'navigate')).toBeNull();
    expect(route('/scans', 'navigate')).toBeNull();
    expect(route('/assets/SignUpPage-1.js')).toBeNull();
    expect(route('/api/scan', 'cors', 'POST')).toBeNull();
    expect(route('/api/large-screen', 'cors', 'HEAD')).toBeNull();
    expect(route('/api/scan/station')).toBeNull();
    // A fetch of the page's address that is not a navigation is not the page.
    expect(route('/scan')).toBeNull();
    expect(
      hallRoute(
        { url: 'https://cdn.example/assets/ScanStationPage-1.js', mode: 'cors', method: 'GET' },
        ORIGIN,
        '/scan',
        FILES,
      ),
    ).toBeNull();
  });
});

describe('the built /sw.js', () => {
  it('is a classic script that starts the worker with the screens’ files and version', async () => {
    const shell = { version: 'v1', screens: { '/scan': ['/assets/a-1.js'] } };
    const script = await workerScript(shell);
    expect(() => new vm.Script(script)).not.toThrow();
    expect(script).not.toMatch(/^\s*(?:import|export)\b/m);
    expect(script.trimEnd().endsWith(`runHallWorker(self, ${JSON.stringify(shell)});`)).toBe(true);
  });
});
