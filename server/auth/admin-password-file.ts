import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the demo admin's first password is kept: in the data directory, readable by its owner only. */
export function adminPasswordFile(dataDir: string): string {
  return path.resolve(dataDir, 'admin-password.txt');
}

export async function writeAdminPasswordFile(dataDir: string, password: string): Promise<string> {
  const file = adminPasswordFile(dataDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  // `mode` applies only when the file is created; a file left from an earlier database keeps its own.
  await chmod(file, 0o600);
  return file;
}
