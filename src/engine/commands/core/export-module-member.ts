// Export-ModuleMember (about_Modules): what a script module exports. Without a call, a module exports its functions
// and aliases; once it calls Export-ModuleMember, only the members named (wildcards allowed), variables included.
// Outside a module it is PowerShell's error. The bookkeeping is the interpreter's (CommandContext.exportModuleMember).
import { defineCommand } from '../declaration.js';

export const exportModuleMember = defineCommand({
  name: 'Export-ModuleMember',
  synopsis: 'Names the members a script module exports.',
  description: 'In a script module (.psm1) file: only the functions, aliases and variables named by Export-ModuleMember '
    + 'calls are imported by Import-Module. Without any call, every function and alias of the module is exported and '
    + 'no variable is. Names may contain wildcards. Called outside a module, it is an error.',
  parameters: [
    { name: 'Function', type: 'string[]', position: 0, help: 'The functions to export.' },
    { name: 'Alias', type: 'string[]', help: 'The aliases to export.' },
    { name: 'Variable', type: 'string[]', help: 'The variables to export.' },
    { name: 'Cmdlet', type: 'string[]', help: 'Accepted for PowerShell\'s scripts; a script module has no cmdlets of its own.' },
  ],
  examples: [
    { code: "Set-Content ./lib.psm1 'function Get-Public { Get-Private }', 'function Get-Private { \"hidden\" }', 'Export-ModuleMember -Function Get-Public'\nImport-Module ./lib.psm1\nGet-Public\n(Get-Command Get-P*).Name", remarks: 'In a .psm1 file: Import-Module gives Get-Public, which can still call Get-Private; Get-Private itself is not imported.',
      output: 'hidden\nGet-Public' },
    { code: 'Export-ModuleMember -Function Get-Thing', remarks: 'At the prompt, outside any module: PowerShell\'s error.', output: 'Export-ModuleMember: The Export-ModuleMember cmdlet can only be called from inside a module.' },
  ],
  process(ctx) {
    ctx.exportModuleMember({ functions: ctx.params.Function ?? [], aliases: ctx.params.Alias ?? [], variables: ctx.params.Variable ?? [] });
  },
});
