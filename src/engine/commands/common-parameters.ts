// about_CommonParameters: the parameters every cmdlet and advanced function takes. The binder resolves them with the
// command's own parameters (so `-E` can be ambiguous) and returns them apart, in `common`.
import type { ParameterDeclaration } from './declaration.js';
import { ACTION_PREFERENCE_NAMES, findActionPreference, type ErrorActionName } from '../protocol/action-preference.js';
import { ConversionFailure } from './convert-argument.js';

/** ActionPreference values svc honours (it never prompts, so Inquire is refused; Suspend is for workflows). */
export type ActionPreferenceName = ErrorActionName;

export interface CommonParameters {
  errorAction?: ErrorActionName;
  warningAction?: ActionPreferenceName;
  informationAction?: ActionPreferenceName;
  progressAction?: ActionPreferenceName;
  /** Variable names as given; a leading '+' means append (about_CommonParameters). */
  errorVariable?: string;
  warningVariable?: string;
  informationVariable?: string;
  outVariable?: string;
  pipelineVariable?: string;
  outBuffer?: number;
  verbose?: boolean;
  debug?: boolean;
  /** -WhatIf and -Confirm, taken only by commands that declare supportsShouldProcess. */
  whatIf?: boolean;
  confirm?: boolean;
}

type CommonKey = keyof CommonParameters;

interface CommonParameter extends ParameterDeclaration { key: CommonKey; kind: 'action' | 'variable' | 'switch' | 'int' }

const common = (name: string, aliases: string[], key: CommonKey, kind: CommonParameter['kind'], help: string): CommonParameter =>
  ({ name, aliases, key, kind, type: kind === 'switch' ? 'switch' : kind === 'int' ? 'int' : 'string', help });

export const commonParameters: readonly CommonParameter[] = [
  common('Verbose', ['vb'], 'verbose', 'switch', 'Writes verbose messages of this call.'),
  common('Debug', ['db'], 'debug', 'switch', 'Writes debug messages of this call.'),
  common('ErrorAction', ['ea'], 'errorAction', 'action', 'What a non-terminating error does: Continue, SilentlyContinue, Ignore or Stop.'),
  common('WarningAction', ['wa'], 'warningAction', 'action', 'What a warning does.'),
  common('InformationAction', ['infa'], 'informationAction', 'action', 'What an information record does.'),
  common('ProgressAction', ['proga'], 'progressAction', 'action', 'Accepted for compatibility; svc shows no progress.'),
  common('ErrorVariable', ['ev'], 'errorVariable', 'variable', 'Also stores the errors of this call in this variable (+name appends).'),
  common('WarningVariable', ['wv'], 'warningVariable', 'variable', 'Also stores the warnings of this call in this variable, shown or not, nested calls included (+name appends).'),
  common('InformationVariable', ['iv'], 'informationVariable', 'variable', 'Also stores the information records (and Write-Host text) of this call in this variable, shown or not (+name appends).'),
  common('OutVariable', ['ov'], 'outVariable', 'variable', 'Also stores the output objects of this call in this variable, an ArrayList (+name appends).'),
  common('OutBuffer', ['ob'], 'outBuffer', 'int', 'Accepted for compatibility.'),
  common('PipelineVariable', ['pv'], 'pipelineVariable', 'variable', 'Sets this variable to each object the call passes down, for the later commands of the pipeline; removed when the pipeline ends.'),
];

/**
 * The risk-mitigation parameters (about_CommonParameters, about_Functions_CmdletBindingAttribute): only a command
 * declaring SupportsShouldProcess takes them; they set its $WhatIfPreference / $ConfirmPreference.
 */
export const shouldProcessParameters: readonly CommonParameter[] = [
  common('WhatIf', ['wi'], 'whatIf', 'switch', 'Shows what the command would do ("What if: ...") without doing it.'),
  common('Confirm', ['cf'], 'confirm', 'switch', 'Asks before acting; svc never prompts, so -Confirm refuses the action with a clear error, and -Confirm:$false turns confirmation off.'),
];

export function isCommonParameter(p: ParameterDeclaration): p is CommonParameter {
  return (commonParameters as readonly ParameterDeclaration[]).includes(p) || (shouldProcessParameters as readonly ParameterDeclaration[]).includes(p);
}

/** Converts a common parameter's argument and stores it in `into`. Throws ConversionFailure. */
export function setCommon(into: CommonParameters, p: CommonParameter, value: unknown): void {
  const target = into as Record<CommonKey, unknown>;
  if (p.kind === 'switch') target[p.key] = value === true || (typeof value === 'number' && value !== 0);
  else if (p.kind === 'int') target[p.key] = Number(value);
  else if (p.kind === 'variable') target[p.key] = String(value);
  else target[p.key] = toAction(value);
}

function toAction(value: unknown): ErrorActionName {
  const text = String(value ?? '');
  const match = findActionPreference(text);
  if (!match) {
    throw new ConversionFailure(`Cannot convert value "${text}" to type "System.Management.Automation.ActionPreference". Error: "Unable to match the identifier name ${text} to a valid enumerator name. Specify one of the following enumerator names and try again:\n${ACTION_PREFERENCE_NAMES.join(', ')}"`);
  }
  if (match === 'Inquire' || match === 'Suspend' || match === 'Break') {
    throw new ConversionFailure(`The value ${match} is not supported for an ActionPreference in svc, which never prompts. Use Continue, SilentlyContinue, Ignore or Stop.`);
  }
  return match as ErrorActionName;
}
