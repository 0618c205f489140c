/** The analyze CLI: statistics, threshold counts and performance measures of a data file, as JSON. See analyze/run.ts for usage. */
import { runAnalyze } from './analyze/run.ts';

process.exitCode = await runAnalyze(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
