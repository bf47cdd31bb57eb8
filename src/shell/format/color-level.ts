// Whether to colour, decided on the main thread (the worker's stdout is not the terminal). Kept apart from
// palette.ts so that the CLI does not load chalk just to decide.
export type ColorLevel = 0 | 1 | 2 | 3;

/** Decides the colour level from the environment and whether the stream is a TTY. */
export function detectColorLevel(env: NodeJS.ProcessEnv, isTTY: boolean): ColorLevel {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 0;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force === '0' || force === 'false' ? 0 : force === '2' ? 2 : force === '3' ? 3 : 1;
  if (!isTTY || env.TERM === 'dumb') return 0;
  return env.COLORTERM === 'truecolor' ? 3 : 2;
}

