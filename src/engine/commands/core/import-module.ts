// Import-Module (ipmo; about_Modules): a script module file (.psm1) runs once per session in a scope of its own, and
// what it exports (Export-ModuleMember, or by default its functions and aliases) joins the global scope. The run is
// the interpreter's (CommandContext.importModule). In an endpoint script the file is the one the shell read when the
// endpoint was defined and shipped with it (docs/files.md, "Code that endpoints share"); module names that are not
// files (installed modules) are not supported.
import { defineCommand } from '../declaration.js';
import { PSObject } from '../../values/types.js';

export const importModule = defineCommand({
  name: 'Import-Module',
  aliases: ['ipmo'],
  synopsis: 'Adds the functions of a script module file to the session.',
  description: 'Runs the script module file (.psm1, or a .ps1/.svc file) in a scope of its own and imports what it '
    + 'exports into the global scope: the functions and aliases named by its Export-ModuleMember calls, or all its '
    + 'functions and aliases when it makes none. The module\'s functions keep reaching its private functions and '
    + '$script: variables. A module already imported is not run again unless -Force. A relative path is relative to '
    + 'the current location; in an endpoint script, to the file that defined the endpoint (the shell reads the file '
    + 'then and ships it with the endpoint).',
  parameters: [
    { name: 'Name', type: 'string[]', position: 0, mandatory: true, valueFromPipeline: true, help: 'The path of the module file.' },
    { name: 'Function', type: 'string[]', help: 'Imports only these of the exported functions (wildcards allowed).' },
    { name: 'Scope', type: 'string', validateSet: ['Global', 'Local'], help: 'Where the members go: Global (the default) or Local, the caller\'s scope.' },
    { name: 'Force', type: 'switch', help: 'Runs the module again even if it was imported before.' },
    { name: 'PassThru', type: 'switch', help: 'Writes an object naming the module and its path.' },
  ],
  examples: [
    {
      code: "Set-Content ./greet.psm1 'function Get-Greeting($Name) { \"Hello, $Name\" }'\nImport-Module ./greet.psm1\nGet-Greeting Ada",
      remarks: 'Makes the module file, imports it and calls its function.',
      output: 'Hello, Ada',
    },
    {
      code: "Set-Content ./greet.psm1 'function Get-Greeting($Name) { \"Hello, $Name\" }'\nNew-SvcEndpoint /hello/:name { Import-Module ./greet.psm1; Get-Greeting $Name }",
      remarks: 'GET /hello/Ada answers Hello, Ada: the shell reads greet.psm1 when the endpoint is defined and ships it with the endpoint.',
      output: '',
    },
  ],
  outputType: 'System.Management.Automation.PSModuleInfo',
  process(ctx) {
    for (const name of ctx.params.Name!) {
      const module = ctx.importModule(name, { force: ctx.params.Force, scope: ctx.params.Scope === 'Local' ? 'Local' : 'Global', functions: ctx.params.Function ?? null });
      if (ctx.params.PassThru) {
        ctx.writeOutput(PSObject.from([['Name', module.name], ['Path', module.path], ['ModuleType', 'Script']], ['System.Management.Automation.PSModuleInfo', 'System.Object']));
      }
    }
  },
});
