// PowerShell's ActionPreference enum (about_Preference_Variables, about_CommonParameters) and the part of it svc
// honours. The one list: -ErrorAction and the other *Action common parameters, the preference variables, the
// DefaultErrorAction setting, endpoint definitions and [System.Management.Automation.ActionPreference] read it.

/** Every member of the enum, in its declared order (the order PowerShell's conversion error lists them in). */
export const ACTION_PREFERENCE_NAMES = ['SilentlyContinue', 'Stop', 'Continue', 'Inquire', 'Ignore', 'Suspend', 'Break'] as const;

/** The values svc honours: it never prompts (Inquire), has no workflows (Suspend) and no debugger (Break). */
export const ERROR_ACTION_NAMES = ['Continue', 'SilentlyContinue', 'Ignore', 'Stop'] as const;

export type ErrorActionName = typeof ERROR_ACTION_NAMES[number];

const BY_LOWER = new Map<string, ErrorActionName>(ERROR_ACTION_NAMES.map((n) => [n.toLowerCase(), n]));

/** The honoured action a preference variable's text names, or undefined (Inquire reads as Continue: svc never prompts). */
export function readActionPreference(text: string): ErrorActionName | undefined {
  const lower = text.trim().toLowerCase();
  return lower === 'inquire' ? 'Continue' : BY_LOWER.get(lower);
}

/** The enum member a parameter's argument names (case-insensitive), or undefined. */
export function findActionPreference(text: string): typeof ACTION_PREFERENCE_NAMES[number] | undefined {
  const lower = text.trim().toLowerCase();
  return ACTION_PREFERENCE_NAMES.find((a) => a.toLowerCase() === lower);
}
