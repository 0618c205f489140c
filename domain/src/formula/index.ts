export { compileFormula, evaluateFormula, type Evaluator } from './parser.ts';
export { FormulaError } from './tokens.ts';
export { FORMULA_FUNCTIONS, FORMULA_CONSTANTS, FORMULA_VARIABLE, FORMULA_LIMITS } from './whitelist.ts';
