// NO_COLOR and FORCE_COLOR both set: svc renders plain text (NO_COLOR gives $PSStyle.OutputRendering PlainText,
// src/engine/values/ps-style.ts), while Node prints "The 'NO_COLOR' env is ignored due to the 'FORCE_COLOR' env
// being set" once its colour helpers load (node:http and node:assert load them), on svc's stderr. The launcher settles
// the pair before anything loads, as svc reads it: NO_COLOR wins and FORCE_COLOR is dropped (docs/shell.md, "Colour").

/** Removes FORCE_COLOR from `env` when a non-empty NO_COLOR overrides it; true when it did. */
export function settleColourEnv(env: NodeJS.ProcessEnv): boolean {
  if (!env.NO_COLOR || env.FORCE_COLOR === undefined) return false;
  delete env.FORCE_COLOR;
  return true;
}
