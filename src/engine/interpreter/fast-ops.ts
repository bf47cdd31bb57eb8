// Fast paths for the commonest case of all, number op number, so loops like `$s += $i` never leave JavaScript
// arithmetic. They agree with the values module's rules for plain numbers; anything else (strings, arrays, a zero
// divisor, which must raise "Attempted to divide by zero.") goes to the values module. `undefined` means "not handled".
export type NumberOp = (a: number, b: number) => number | undefined;

// A plain number is an Int32 when `(n | 0) === n`, else a Double (docs/values.md "Numbers"). Int32 results that
// overflow come out as plain non-Int32 numbers, which is PowerShell's widening to Double; a Double operation whose
// result happens to be an integer in Int32's range must be boxed as a Double, so it goes to the values module.
export function arithmetic(op: '+' | '-' | '*' | '%' | '/'): NumberOp {
  switch (op) {
    case '+': return (a, b) => { const r = a + b; return (r | 0) !== r || ((a | 0) === a && (b | 0) === b) ? r : undefined; };
    case '-': return (a, b) => { const r = a - b; return (r | 0) !== r || ((a | 0) === a && (b | 0) === b) ? r : undefined; };
    case '*': return (a, b) => { const r = a * b; return (r | 0) !== r || ((a | 0) === a && (b | 0) === b) ? r : undefined; };
    case '%': return (a, b) => { if (b === 0) return undefined; const r = a % b; return (r | 0) !== r || ((a | 0) === a && (b | 0) === b) ? r : undefined; };
    case '/': return (a, b) => { if (b === 0) return undefined; const r = a / b; return (r | 0) !== r || ((a | 0) === a && (b | 0) === b) ? r : undefined; };
  }
}

export function compareFast(op: 'lt' | 'le' | 'gt' | 'ge' | 'eq' | 'ne'): (a: number, b: number) => boolean {
  switch (op) {
    case 'lt': return (a, b) => a < b;
    case 'le': return (a, b) => a <= b;
    case 'gt': return (a, b) => a > b;
    case 'ge': return (a, b) => a >= b;
    case 'eq': return (a, b) => a === b;
    case 'ne': return (a, b) => a !== b;
  }
}
