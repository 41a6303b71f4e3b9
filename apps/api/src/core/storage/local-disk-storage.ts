import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeName, type FileStorage } from './file-storage';

/** Files under one directory (`${DATA_DIR}/uploads`), written atomically via a temporary name. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private path(name: string) {
    assertSafeName(name);
    return join(this.root, name);
  }

  async put(name: string, data: Buffer): Promise<void> {
    const target = this.path(name);
    await mkdir(this.root, { recursive: true });
    const temporary = `${target}.${process.pid}.partial`;
    // 0o600: the bytes are private; only this process serves them.
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, target);
  }

  async get(name: string): Promise<Readable | null> {
    const target = this.path(name);
    if (!(await this.exists(name))) return null;
    return createReadStream(target);
  }

  async delete(name: string): Promise<void> {
    await rm(this.path(name), { force: true });
  }

  async exists(name: string): Promise<boolean> {
    try {
      return (await stat(this.path(name))).isFile();
    } catch {
      return false;
    }
  }
}
