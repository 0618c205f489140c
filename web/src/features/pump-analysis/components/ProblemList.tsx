import type { PumpProblem } from '@waterline/domain/pump/index';

/** The rows of the file that could not be read, each with its line and reason. */
export function ProblemList({ problems }: { problems: readonly PumpProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <section className="pump-problems" role="alert" aria-labelledby="pump-problems-title">
      <h2 id="pump-problems-title">
        {problems.length === 1
          ? '1 row of the file could not be read'
          : `${String(problems.length)} rows of the file could not be read`}
      </h2>
      <ul>
        {problems.map((problem, i) => (
          <li key={i}>
            {problem.line === null ? 'The file' : `Line ${String(problem.line)}`}: {problem.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
