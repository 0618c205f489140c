import { FormulaError, type Token, tokenize } from './tokens.ts';
import { FORMULA_CONSTANTS, FORMULA_FUNCTIONS, FORMULA_LIMITS, FORMULA_VARIABLE, isWhitelisted } from './whitelist.ts';

/** A compiled formula: evaluates for one value of x. */
export type Evaluator = (x: number) => number;

const ALLOWED = `only x, the constants ${Object.keys(FORMULA_CONSTANTS).join(', ')} and the functions ${Object.keys(FORMULA_FUNCTIONS).join(', ')} may be used`;

/**
 * Recursive-descent parser that builds closures directly:
 *   expression = term (('+' | '-') term)*
 *   term       = unary (('*' | '/' | '%') unary)*
 *   unary      = ('+' | '-') unary | power
 *   power      = primary ('^' unary)?          (right-associative, binds tighter than unary minus on its left: -x^2 = -(x^2))
 *   primary    = number | name | name '(' arguments ')' | '(' expression ')'
 */
class FormulaParser {
  private position = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): Evaluator {
    const evaluator = this.expression();
    const next = this.peek();
    if (next.kind !== 'end')
      throw new FormulaError(`Formula refused: unexpected ${this.describe(next)} at position ${String(next.at + 1)}.`);
    return evaluator;
  }

  private peek(): Token {
    return this.tokens[this.position] as Token;
  }

  private take(): Token {
    return this.tokens[this.position++] as Token;
  }

  private isOperator(symbol: string): boolean {
    const token = this.peek();
    return token.kind === 'operator' && token.symbol === symbol;
  }

  private describe(token: Token): string {
    if (token.kind === 'end') return 'end of formula';
    if (token.kind === 'number') return `number ${String(token.value)}`;
    if (token.kind === 'name') return `name '${token.name}'`;
    return `'${token.symbol}'`;
  }

  private nested<T>(parse: () => T): T {
    if (++this.depth > FORMULA_LIMITS.maxDepth)
      throw new FormulaError(`Formula refused: nested more than ${String(FORMULA_LIMITS.maxDepth)} levels deep.`);
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  private expression(): Evaluator {
    return this.nested(() => {
      let left = this.term();
      while (this.isOperator('+') || this.isOperator('-')) {
        const plus = this.isOperator('+');
        this.take();
        const a = left;
        const b = this.term();
        left = plus ? (x) => a(x) + b(x) : (x) => a(x) - b(x);
      }
      return left;
    });
  }

  private term(): Evaluator {
    let left = this.unary();
    while (this.isOperator('*') || this.isOperator('/') || this.isOperator('%')) {
      const symbol = (this.take() as { symbol: string }).symbol;
      const a = left;
      const b = this.unary();
      left = symbol === '*' ? (x) => a(x) * b(x) : symbol === '/' ? (x) => a(x) / b(x) : (x) => a(x) % b(x);
    }
    return left;
  }

  private unary(): Evaluator {
    return this.nested(() => {
      if (this.isOperator('-')) {
        this.take();
        const operand = this.unary();
        return (x) => -operand(x);
      }
      if (this.isOperator('+')) {
        this.take();
        return this.unary();
      }
      return this.power();
    });
  }

  private power(): Evaluator {
    const base = this.primary();
    if (!this.isOperator('^')) return base;
    this.take();
    const exponent = this.unary();
    return (x) => base(x) ** exponent(x);
  }

  private primary(): Evaluator {
    const token = this.take();
    if (token.kind === 'number') {
      const value = token.value;
      return () => value;
    }
    if (token.kind === 'operator' && token.symbol === '(') {
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    if (token.kind === 'name') return this.name(token.name, token.at);
    throw new FormulaError(
      `Formula refused: expected a number, x, a function or '(' but found ${this.describe(token)} at position ${String(token.at + 1)}.`,
    );
  }

  private expect(symbol: string): void {
    const token = this.take();
    if (token.kind !== 'operator' || token.symbol !== symbol) {
      throw new FormulaError(
        `Formula refused: expected '${symbol}' but found ${this.describe(token)} at position ${String(token.at + 1)}.`,
      );
    }
  }

  private name(name: string, at: number): Evaluator {
    const isCall = this.isOperator('(');
    if (isCall && isWhitelisted(FORMULA_FUNCTIONS, name)) return this.call(name);
    if (!isCall && name === FORMULA_VARIABLE) return (x) => x;
    if (!isCall && isWhitelisted(FORMULA_CONSTANTS, name)) {
      const value = FORMULA_CONSTANTS[name] as number;
      return () => value;
    }
    const what = isCall ? `the function '${name}'` : `the name '${name}'`;
    throw new FormulaError(`Formula refused: ${what} at position ${String(at + 1)} is not allowed; ${ALLOWED}.`);
  }

  private call(name: string): Evaluator {
    const fn = FORMULA_FUNCTIONS[name] as (typeof FORMULA_FUNCTIONS)[string];
    this.expect('(');
    const args: Evaluator[] = [];
    if (!this.isOperator(')')) {
      args.push(this.expression());
      while (this.isOperator(',')) {
        this.take();
        args.push(this.expression());
      }
    }
    this.expect(')');
    const [min, max] = fn.arity;
    if (args.length < min || args.length > max) {
      const expected = min === max ? String(min) : `${String(min)} to ${String(max)}`;
      throw new FormulaError(
        `Formula refused: ${name}() takes ${expected} argument${max === 1 ? '' : 's'}, got ${String(args.length)}.`,
      );
    }
    const apply = fn.apply;
    if (args.length === 1) {
      const [a] = args as [Evaluator];
      return (x) => apply(a(x));
    }
    return (x) => apply(...args.map((arg) => arg(x)));
  }
}

/** Compiles a formula in x (arithmetic, whitelisted functions and constants only); throws FormulaError naming what was refused. */
export function compileFormula(text: string): Evaluator {
  const tokens = tokenize(text);
  if (tokens.length === 1) throw new FormulaError('Formula refused: the formula is empty.');
  return new FormulaParser(tokens).parse();
}

/** Compiles and evaluates a formula once. */
export function evaluateFormula(text: string, x: number): number {
  return compileFormula(text)(x);
}
