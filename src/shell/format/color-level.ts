// Whether to colour, decided on the main thread (the worker's stdout is not the terminal), by the rule of the one
// colour owner (ps-style.ts) for $PSStyle.OutputRendering's default, Host.
import { colourOn } from './ps-style.js';

export function detectColour(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  return colourOn('Host', env, isTTY);
}
