// Tab completion as a pure function of the line, the cursor and what the session knows (PowerShell's
// TabExpansion2, reduced): command names and aliases in command position, parameter names after `-` for the
// command being typed, variable names after `$`, endpoint URLs after `-Url` of Get-/Remove-SvcEndpoint.

export interface CompletionCommand {
  name: string;
  /** Parameter names without the dash, including the common parameters the command accepts. */
  parameters: string[];
}

export interface CompletionInfo {
  /** Cmdlets, functions and aliases; an alias maps to the command it stands for. */
  commands: CompletionCommand[];
  aliases: Record<string, string>;
  variables: string[];
  endpoints: string[];
}

export interface CompletionResult {
  items: string[];
  /** Offset in the line where the completed word starts: items replace line.slice(start, cursor). */
  start: number;
}

const URL_COMMANDS = new Set(['get-svcendpoint', 'remove-svcendpoint']);

export function complete(line: string, cursor: number, info: CompletionInfo): CompletionResult {
  const before = line.slice(0, cursor);
  const word = /\$\{[^}]*$/.exec(before)?.[0] ?? /[^\s;|(){}=,"]*$/.exec(before)![0];
  const start = cursor - word.length;
  const element = currentElement(before.slice(0, start));
  const words = element.trim() === '' ? [] : element.trim().split(/\s+/);
  const match = (candidates: string[], prefix: string) => unique(candidates.filter((c) => c.toLowerCase().startsWith(prefix.toLowerCase()))).sort(byName);

  if (word.startsWith('$')) {
    const brace = word.startsWith('${');
    const items = match(info.variables, word.slice(brace ? 2 : 1)).map((v) => (brace ? '${' + v + '}' : '$' + v));
    return { items, start };
  }
  if (words.length === 0) {
    if (word === '') return { items: [], start };
    return { items: match([...info.commands.map((c) => c.name), ...Object.keys(info.aliases)], word), start };
  }
  const command = resolve(words[0], info);
  if (word.startsWith('-')) {
    const params = command ? command.parameters : [];
    return { items: match(params, word.slice(1)).map((p) => '-' + p), start };
  }
  const previous = words[words.length - 1].toLowerCase();
  if (command && URL_COMMANDS.has(command.name.toLowerCase()) && previous === '-url') {
    return { items: match(info.endpoints, word), start };
  }
  return { items: [], start };
}

/** The text of the pipeline element the cursor is in: after the last `|`, `;`, `{`, `(` or newline outside quotes. */
function currentElement(text: string): string {
  let quote: string | null = null;
  let startOfElement = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) { if (c === quote) quote = null; continue; }
    if (c === '"' || c === "'") quote = c;
    else if ('|;{(\n'.includes(c)) startOfElement = i + 1;
    else if (c === '}' || c === ')') startOfElement = i + 1;
  }
  const el = text.slice(startOfElement);
  // `& cmd` and `. cmd` call a command too.
  return el.replace(/^\s*[&.]\s+/, '');
}

function resolve(name: string, info: CompletionInfo): CompletionCommand | undefined {
  const lower = name.toLowerCase();
  const target = Object.entries(info.aliases).find(([a]) => a.toLowerCase() === lower)?.[1] ?? name;
  return info.commands.find((c) => c.name.toLowerCase() === target.toLowerCase());
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => (seen.has(i.toLowerCase()) ? false : (seen.add(i.toLowerCase()), true)));
}

function byName(a: string, b: string): number {
  return a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
}
