// One element of a running pipeline (about_Pipelines): begin once, process per input object, end once. The first
// element of a pipeline gets one process call without input.
export interface Processor {
  begin(): void;
  /** `hasInput` false: the single call a first-position command gets. */
  process(input: unknown, hasInput: boolean): void;
  end(): void;
  /** True when the command reported a failure that makes `$?` false (a cmdlet's WriteError). */
  readonly failed: boolean;
}
