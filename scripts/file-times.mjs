// When files last changed, for `npm start`'s "is the build older than its sources?" checks.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The file's modification time in ms, 0 when it does not exist. */
export function modifiedAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The latest modification time of any file under `folder`. */
export function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : modifiedAt(full));
  }
  return newest;
}
