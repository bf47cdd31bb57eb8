// What varies from one run of a generator to the next, made fixed, so that a generated page changes only when svc's
// behaviour does (scripts/check-docs.mjs regenerates every page and compares it with what is committed): request
// timings (`GET /x -> 200 (12 ms)`) become `(N ms)`, and the free port a run was given becomes 5000, the default
// port users see.
export const SHOWN_PORT = '5000';

export function steadyTranscript(text, port = null) {
  const timed = text.replace(/ \(\d+ ms\)$/gm, ' (N ms)');
  return port === null || String(port) === SHOWN_PORT ? timed : timed.split(`127.0.0.1:${port}`).join(`127.0.0.1:${SHOWN_PORT}`);
}

/** The port of the `Listening on http://127.0.0.1:PORT` line in a transcript, or null. */
export function listeningPort(text) {
  return /Listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(text)?.[1] ?? null;
}
