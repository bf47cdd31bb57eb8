// One element of a running pipeline (about_Pipelines): begin once, process per input object, end once. The first
// element of a pipeline gets one process call without input. Processors are plain objects with plain fields (no
// getters: an accessor in a hot object literal costs V8 a slow object per call).
export interface Processor {
  begin(): void;
  /** `hasInput` false: the single call a first-position command gets. */
  process(input: unknown, hasInput: boolean): void;
  end(): void;
  /** True when the command reported a failure that makes `$?` false (a cmdlet's WriteError). */
  failed: boolean;
  /** The processor this one wraps (a redirection's), so a StopUpstreamSignal from the inner one finds its pipeline element. */
  wraps?: Processor;
  /** The whole pipeline has ended (each processor's, after every end block): its -PipelineVariable goes. */
  finish?(): void;
}
