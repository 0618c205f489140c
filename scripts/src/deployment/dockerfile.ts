/** One instruction of a Dockerfile, continuation lines joined: `COPY a b` is { keyword: 'COPY', args: 'a b' }. */
export interface DockerInstruction {
  keyword: string;
  args: string;
  /** The build stage it belongs to (the name after `AS`, or the stage's index). */
  stage: string;
}

/** The instructions of a Dockerfile, comments and blank lines left out. */
export function parseDockerfile(text: string): DockerInstruction[] {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const instructions: DockerInstruction[] = [];
  let stage = '';
  let stages = 0;
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      stage = /\sAS\s+(\S+)$/i.exec(args)?.[1] ?? String(stages);
      stages += 1;
    }
    instructions.push({ keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, ' '), stage });
  }
  return instructions;
}

/** The instructions a stage runs: those of the stage it is built FROM first (when that is a stage of this file), then its own. */
export function stageInstructions(instructions: readonly DockerInstruction[], stage: string): DockerInstruction[] {
  const own = instructions.filter((instruction) => instruction.stage === stage);
  const base = own.find((instruction) => instruction.keyword === 'FROM')?.args.split(' ')[0];
  const parentIsStage =
    base !== undefined && base !== stage && instructions.some((instruction) => instruction.stage === base);
  return parentIsStage ? [...stageInstructions(instructions, base), ...own] : own;
}

/** The sources of a COPY from the build context (not `--from`): every word but the last, options left out. */
export function copiedSources(instruction: DockerInstruction): string[] {
  if (instruction.keyword !== 'COPY' || /--from=/.test(instruction.args)) return [];
  const words = instruction.args.split(' ').filter((word) => !word.startsWith('--'));
  return words.slice(0, -1);
}

/** Whether .dockerignore leaves `path` out of the build context (its patterns in order, `!` re-including). */
export function isIgnored(dockerignore: string, path: string): boolean {
  let ignored = false;
  for (const raw of dockerignore.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const negated = line.startsWith('!');
    const pattern = (negated ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
    // A pattern that names a folder leaves out everything under it.
    const prefixes = path.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'));
    if (prefixes.some((prefix) => globToRegExp(pattern).test(prefix))) ignored = !negated;
  }
  return ignored;
}

function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]!;
    if (pattern.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (pattern.startsWith('**', index)) {
      source += '.*';
      index += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
