import fs from 'node:fs';
import path from 'node:path';
import { CopyRefused } from './refusal.ts';

/**
 * The uploads (children's photos, recordings: DATA_DIR/uploads, storage/uploads.ts) are files,
 * not rows: the database only holds their addresses (/uploads/learners/….webp). When the
 * PostgreSQL install will use another DATA_DIR, they are copied into its uploads folder under
 * the same relative paths, so every address in the copied rows still finds its file. A file
 * already there with the same bytes is left as it is (so the command can be run again); one with
 * different bytes is never overwritten: the copy is refused before anything is written.
 */

export const UPLOADS_FOLDER = 'uploads';

export interface UploadsPlan {
  from: string;
  to: string;
  /** Relative paths still to copy, and those already there with the same bytes. */
  toCopy: string[];
  alreadyThere: string[];
}

/** Every regular file under `root`, as relative paths (none when the folder does not exist). */
export function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  const files: string[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) files.push(path.relative(root, full));
    else if (!entry.isDirectory()) {
      throw new CopyRefused(`${full} is not a regular file or folder; move it out of the uploads.`);
    }
  }
  return files.sort();
}

/** Looks at both folders and writes nothing: refuses when a file would have to be overwritten. */
export function planUploads(fromDataDir: string, toDataDir: string): UploadsPlan {
  const from = path.join(fromDataDir, UPLOADS_FOLDER);
  const to = path.join(toDataDir, UPLOADS_FOLDER);
  const plan: UploadsPlan = { from, to, toCopy: [], alreadyThere: [] };
  const conflicts: string[] = [];
  for (const file of filesUnder(from)) {
    const state = compare(path.join(from, file), path.join(to, file));
    if (state === 'absent') plan.toCopy.push(file);
    else if (state === 'same') plan.alreadyThere.push(file);
    else conflicts.push(file);
  }
  if (conflicts.length > 0) {
    throw new CopyRefused(
      `${to} already has ${conflicts.length} file(s) by the same name as an upload but with ` +
        `other contents (${conflicts.slice(0, 5).join(', ')}${conflicts.length > 5 ? ', …' : ''}). ` +
        'They are never overwritten: give --uploads-to a new folder. Nothing was changed.',
    );
  }
  return plan;
}

/**
 * Copies the planned files. Each is written beside its target and linked into place, which
 * fails if a file appeared there meanwhile: a half-written file never sits under an upload's
 * name, and no existing file is ever replaced.
 */
export function copyUploads(plan: UploadsPlan): number {
  let copied = 0;
  for (const file of plan.toCopy) {
    const source = path.join(plan.from, file);
    const target = path.join(plan.to, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.copying`;
    fs.copyFileSync(source, temporary);
    try {
      placeNew(temporary, target);
      copied++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (compare(source, target) !== 'same') {
        throw new CopyRefused(`${target} appeared during the copy with other contents.`);
      }
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  return copied;
}

/** Puts `temporary` at `target` unless a file is there (EEXIST). */
function placeNew(temporary: string, target: string): void {
  try {
    fs.linkSync(temporary, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A file system without hard links (some network shares): copy, still never over a file.
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
    fs.copyFileSync(temporary, target, fs.constants.COPYFILE_EXCL);
  }
}

function compare(source: string, target: string): 'absent' | 'same' | 'different' {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
    throw error;
  }
  if (!stat.isFile() || stat.size !== fs.statSync(source).size) return 'different';
  // Uploads are at most 20 MB (recordings): both read whole, one pair at a time.
  return fs.readFileSync(source).equals(fs.readFileSync(target)) ? 'same' : 'different';
}
