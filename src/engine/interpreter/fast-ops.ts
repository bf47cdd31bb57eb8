// Fast paths for the commonest case of all, number op number, so loops like `$s += $i` never leave JavaScript
// arithmetic. They agree with the values module's rules for plain numbers; anything else (strings, arrays, a zero
// divisor, which must raise "Attempted to divide by zero.") goes to the values module. `undefined` means "not handled".
export type NumberOp = (a: number, b: number) => number | undefined;

export function arithmetic(op: '+' | '-' | '*' | '%' | '/'): NumberOp {
  switch (op) {
    case '+': return (a, b) => a + b;
    case '-': return (a, b) => a - b;
    case '*': return (a, b) => a * b;
    case '%': return (a, b) => (b === 0 ? undefined : a % b);
    case '/': return (a, b) => (b === 0 ? undefined : a / b);
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
