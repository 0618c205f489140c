import { pmCommand, statsCommand, thresholdCommand } from './commands.ts';

/** How to call the analyze CLI. */
export const USAGE = `Usage: npm run -s analyze -- <command> [options]   (JSON on stdout, errors on stderr)

  stats     --csv FILE --location NAME [--start-day N]
            Daily statistics (min, q10, q25, median, mean, q75, q90, max) for 365 days from the start day.
  threshold --csv FILE --location NAME --threshold FILE.json [--year YYYY] [--start-day N]
            Days below, equal to, above and between a threshold (its data as JSON) for each statistic trace and the year.
  pm        --csv FILE --pm FILE.json
            A performance measure (its data as JSON): value per year and the statistics block.

FILE is an alternative CSV (Date, Location:measure columns) or a USGS RDB daily-values file (*.rdb).`;

const COMMANDS: Record<string, (args: readonly string[]) => Promise<unknown>> = {
  stats: statsCommand,
  threshold: thresholdCommand,
  pm: pmCommand,
};

/** Where the CLI writes. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

/** Runs one CLI call and returns its exit code: 0 done, 1 failed, 2 wrong usage. */
export async function runAnalyze(argv: readonly string[], output: Output): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--help' || name === 'help') {
    output.out(USAGE);
    return 0;
  }
  const command = name === undefined ? undefined : COMMANDS[name];
  if (command === undefined) {
    output.err(`${name === undefined ? 'No command given.' : `Unknown command '${name}'.`}\n${USAGE}`);
    return 2;
  }
  try {
    output.out(JSON.stringify(await command(args), null, 2));
    return 0;
  } catch (error) {
    output.err(`analyze ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
