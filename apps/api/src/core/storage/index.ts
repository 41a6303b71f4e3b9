import { join } from 'node:path';
import type { AppConfig } from '@/config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';

export type { FileStorage } from './file-storage';

/** The configured file storage (an S3-compatible implementation plugs in here). */
export function createFileStorage(config: Pick<AppConfig, 'dataDir'>): FileStorage {
  return new LocalDiskStorage(join(config.dataDir, 'uploads'));
}
