// Compared with the transcripts of Get-Error's reference page (MicrosoftDocs/PowerShell-Docs
// reference/7.4/Microsoft.PowerShell.Utility/Get-Error.md, example 1) and PowerShell's Get-Error.Tests.ps1
// (docs/errors.md "Get-Error").
import { describe, expect, it } from 'vitest';
import { firstError, out } from './helpers.js';

describe('Get-Error', () => {
  it('shows $Error[0] in the detailed view: nested exception, InvocationInfo, ScriptStackTrace', () => {
    const [text] = out('try {\n  1/0\n} catch {}\nGet-Error | Out-String') as string[];
    expect(text).toBe([
      '',
      'Exception             :',
      '    Type           : System.Management.Automation.RuntimeException',
      '    Message        : Attempted to divide by zero.',
      '    InnerException :',
      '        Type    : System.DivideByZeroException',
      '        Message : Attempted to divide by zero.',
      '        HResult : -2147352558',
      '    HResult        : -2146233087',
      'CategoryInfo          : NotSpecified: (:) [], RuntimeException',
      'FullyQualifiedErrorId : RuntimeException',
      'InvocationInfo        :',
      '    ScriptLineNumber : 2',
      '    OffsetInLine     : 3',
      '    Line             :   1/0',
      '    PositionMessage  : At line:2 char:3',
      '                       +   1/0',
      '                       +   ~~~',
      '    CommandOrigin    : Internal',
      'ScriptStackTrace      : at <ScriptBlock>, <No file>: line 2',
      'PipelineIterationInfo :',
      '',
      '',
    ].join('\n'));
  });
  it('names the command, its target and every stack frame', () => {
    const [text] = out("function Get-User { Write-Error 'no such user' -TargetObject ann -ErrorAction SilentlyContinue }\nGet-User\nGet-Error | Out-String") as string[];
    expect(text).toContain('TargetObject          : ann');
    expect(text).toContain('FullyQualifiedErrorId : Microsoft.PowerShell.Commands.WriteErrorException,Get-User');
    expect(text).toContain('    MyCommand        : Get-User');
    expect(text).toContain('ScriptStackTrace      : at Get-User, <No file>: line 1\n                        at <ScriptBlock>, <No file>: line 2');
  });
  it('-Newest N shows the N newest errors, at most as many as there are', () => {
    const setup = "Write-Error a -ErrorAction SilentlyContinue; Write-Error b -ErrorAction SilentlyContinue\n";
    expect(out(setup + '(Get-Error -Newest 1).Count; (Get-Error -Last 2).Count; (Get-Error -Newest 9999).Count')).toEqual([1, 2, 2]);
    expect(out(setup + '(Get-Error).Exception.Message')).toEqual(['b']);
  });
  it('refuses -Newest below 1', () => {
    expect(firstError('Get-Error -Newest 0').id).toBe('ParameterArgumentValidationError,Microsoft.PowerShell.Commands.GetErrorCommand');
    expect(firstError('Get-Error -Newest -2').id).toBe('ParameterArgumentValidationError,Microsoft.PowerShell.Commands.GetErrorCommand');
  });
  it('takes error records and exceptions from the pipeline, leaving the originals unchanged', () => {
    const [text] = out("try { 1/0 } catch {}\n$Error[0] | Get-Error | Out-String") as string[];
    expect(text).toContain('-2146233087');
    expect(out("try { 1/0 } catch {}\n$null = Get-Error; $Error[0].GetType().FullName")).toEqual(['System.Management.Automation.ErrorRecord']);
    const [ex] = out("[Exception]::new('myexception') | Get-Error | Out-String") as string[];
    expect(ex).toContain('Message : myexception');
  });
  it('writes nothing when there is no error', () => {
    expect(out('Get-Error')).toEqual([]);
  });
});
