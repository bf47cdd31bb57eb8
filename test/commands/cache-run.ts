// Runs cache commands through the real launcher (`svc -c`), where Host.cache reaches the store on the main thread
// as at the prompt; each run gets a data folder of its own (test/shell/helpers.ts).
import { svc } from '../shell/helpers.js';

export interface CacheRun { code: number | null; lines: string[]; stderr: string }

export async function runCache(source: string, args: string[] = []): Promise<CacheRun> {
  const r = await svc([...args, '-c', source]);
  return { code: r.code, lines: r.stdout.split('\n').filter((l) => l !== ''), stderr: r.stderr };
}
