import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The server's DATA_DIR for this run (chosen in playwright.config.ts). */
export function dataDir(): string {
  const dir = process.env.ZECHUS_E2E_DATA_DIR;
  if (!dir) throw new Error('ZECHUS_E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return dir;
}

/** Where the server writes one .eml file per outgoing e-mail when SMTP_URL is unset. */
export const outboxDir = (): string => path.join(dataDir(), 'outbox');

/**
 * The text of every .eml in the outbox (the public server's unless another folder is given, such
 * as the office server's), with quoted-printable soft line breaks removed so a phrase wrapped by
 * the encoder still reads as one.
 */
export async function readOutbox(dir = outboxDir()): Promise<{ file: string; text: string }[]> {
  let files: string[];
  try {
    files = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .map(async (file) => {
        const raw = await readFile(path.join(dir, file), 'utf8');
        return { file, text: raw.replace(/=\r?\n/g, '') };
      }),
  );
}
