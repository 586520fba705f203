// Append only: a migration that has shipped is never edited, a new one is added after it.
import { init } from './001-init.ts';

export const migrations: readonly string[] = [init];
