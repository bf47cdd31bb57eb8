// Get-Help's text, built from the same declaration the binder uses (STYLE.md: help comes from the declaration).
// Sections as PowerShell prints them: NAME, SYNOPSIS, SYNTAX, DESCRIPTION, PARAMETERS, EXAMPLES, REMARKS.
import type { CommandDeclaration, ParameterDeclaration } from '../declaration.js';
import { syntaxLines, valueSyntax } from './syntax.js';
import { wildcardMatch } from '../../values/index.js';
import { commonParameters } from '../common-parameters.js';

export type HelpView = 'default' | 'full' | 'examples' | 'parameter';

const INDENT = '    ';

function section(title: string, lines: string[]): string {
  return `${title}\n${lines.map((l) => (l ? INDENT + l : '')).join('\n')}\n`;
}

/** Wraps text at about 100 columns for the help indent. */
function wrap(text: string, width = 100): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + word.length + 1 > width) { out.push(line); line = word; } else line = line ? `${line} ${word}` : word;
    }
    out.push(line);
  }
  return out;
}

export function helpText(decl: CommandDeclaration, view: HelpView, parameterPattern?: string): string {
  if (view === 'parameter') return parameterBlocks(decl, parameterPattern ?? '*', true).join('\n');
  // A command without help (a script function) shows its syntax as the synopsis, as PowerShell does.
  const synopsis = decl.synopsis ? wrap(decl.synopsis) : syntaxLines(decl);
  const parts = [section('NAME', [decl.name]), section('SYNOPSIS', synopsis)];
  if (view === 'examples') return ['', ...parts, section('EXAMPLES', exampleLines(decl))].join('\n');
  parts.push(section('SYNTAX', syntaxLines(decl).flatMap((l) => [l, '']).slice(0, -1)));
  if (decl.description) parts.push(section('DESCRIPTION', wrap(decl.description)));
  parts.push(`PARAMETERS\n${parameterBlocks(decl, '*', view === 'full').join('\n')}`);
  if (decl.examples?.length) parts.push(section('EXAMPLES', exampleLines(decl)));
  if (decl.aliases?.length) parts.push(section('ALIASES', decl.aliases));
  if (view === 'default') {
    parts.push(section('REMARKS', [`For more information, type: "Get-Help ${decl.name} -Full".`]));
  }
  return ['', ...parts].join('\n');
}

function parameterBlocks(decl: CommandDeclaration, pattern: string, full: boolean): string[] {
  const params = decl.parameters.filter((p) => wildcardMatch(p.name, pattern));
  const blocks = params.map((p) => parameterBlock(p, full));
  if (decl.supportsCommonParameters !== false && pattern === '*') {
    blocks.push([`${INDENT}<CommonParameters>`, ...wrap(commonParametersSentence(), 96).map((l) => INDENT + INDENT + l), ''].join('\n'));
  }
  return blocks;
}

/** The <CommonParameters> sentence, naming the one list the binder accepts (about_CommonParameters). */
function commonParametersSentence(): string {
  const names = commonParameters.map((p) => p.name);
  return `This cmdlet supports the common parameters: ${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}. `
    + 'For more information, see about_CommonParameters.';
}

function parameterBlock(p: ParameterDeclaration, full: boolean): string {
  const head = `${INDENT}-${p.name}${p.type === 'switch' ? '' : ' ' + valueSyntax(p)}`;
  const lines = [head, ...wrap(p.help || '').map((l) => INDENT + INDENT + l)];
  if (full) {
    const pipeline = [p.valueFromPipeline && 'ByValue', p.valueFromPipelineByPropertyName && 'ByPropertyName'].filter(Boolean).join(', ');
    const rows: [string, string][] = [
      ['Required?', String(!!p.mandatory)],
      ['Position?', p.position === undefined ? 'Named' : String(p.position)],
      ['Default value', p.defaultValue === undefined ? (p.type === 'switch' ? 'False' : 'None') : String(p.defaultValue)],
      ['Accept pipeline input?', pipeline ? `true (${pipeline})` : 'false'],
      ['Parameter set name', p.parameterSets?.length ? p.parameterSets.join(', ') : '(All)'],
      ['Aliases', p.aliases?.length ? p.aliases.join(', ') : 'None'],
    ];
    lines.push('', ...rows.map(([k, v]) => `${INDENT}${INDENT}${k.padEnd(29)}${v}`));
  }
  lines.push('');
  return lines.join('\n');
}

function exampleLines(decl: CommandDeclaration): string[] {
  return (decl.examples ?? []).flatMap((e, i) => [
    // A multi-line example keeps its own line breaks, each line at the section's indent.
    `------------- Example ${i + 1} -------------`, '', ...`PS > ${e.code}`.split('\n'),
    // What it writes follows the code, as in PowerShell's own help (the example test checks it: docs/architecture.md).
    ...(e.output ? ['', ...e.output.split('\n')] : []), '', ...wrap(e.remarks), '',
  ]);
}
