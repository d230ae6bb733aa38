/**
 * The reliability figures `npm test` no longer waits for: the load test at full size (50 players
 * × 4 quizzes, 200 start+submit flows at once, every record exact) and the fuzzing at 200
 * malformed requests per endpoint. Runs those two test files (tests/emulator/reliability/) against
 * the running stack and reads the figures they print; `npm test` runs a smoke case of each.
 * They reset the demo project's data, as the tests do: the demo data is loaded again after.
 */
import { bin, repoRoot, run } from '../lib/processes.mjs';
import { row, type Section } from './results';

const FULL_SIZE = { QUIZMASTER_LOAD_PLAYERS: '50', QUIZMASTER_FUZZ_CASES: '200' };
const FILES = ['tests/emulator/reliability/load.test.ts', 'tests/emulator/reliability/fuzz.test.ts'];

export interface ReliabilityFigures {
  passed: boolean;
  /** `[load]` lines: what ran and how long it took. */
  load: { flows: number; burstSeconds: number; limitsSeconds: number } | undefined;
  fuzz: { endpoints: number; cases: number; seconds: number; serverErrors: number };
  output: string[];
}

const number = (text: string | undefined) => (text === undefined ? Number.NaN : Number(text));

/** Reads the figures from the tests' console lines (see load.test.ts and fuzz.test.ts). */
export function parseReliabilityOutput(lines: string[], passed: boolean): ReliabilityFigures {
  const burst = lines.map((line) => /\[load\] (\d+) start\+submit flows at once .* finished in ([\d.]+) s/.exec(line)).find(Boolean);
  const limits = lines.map((line) => /\[load\] \d+ retakes and \d+ starts beyond the limit, all at once, finished in ([\d.]+) s/.exec(line)).find(Boolean);
  const endpoints = lines.flatMap((line) => {
    const match = /\[fuzz\] [^:]+: (\d+) cases in ([\d.]+) s, answers (.*)$/.exec(line);
    if (!match) return [];
    const serverErrors = [...(match[3] ?? '').matchAll(/\b5\d\d×(\d+)/g)].reduce((sum, [, count]) => sum + number(count), 0);
    return [{ cases: number(match[1]), seconds: number(match[2]), serverErrors }];
  });
  return {
    passed,
    load: burst && limits ? { flows: number(burst[1]), burstSeconds: number(burst[2]), limitsSeconds: number(limits[1]) } : undefined,
    fuzz: {
      endpoints: endpoints.length,
      cases: endpoints.reduce((sum, each) => sum + each.cases, 0),
      seconds: endpoints.reduce((sum, each) => sum + each.seconds, 0),
      serverErrors: endpoints.reduce((sum, each) => sum + each.serverErrors, 0),
    },
    output: lines,
  };
}

export async function measureReliability(log: (line: string) => void): Promise<ReliabilityFigures> {
  const lines: string[] = [];
  const code = await run(bin('vitest'), ['run', '--project', 'emulator', '--reporter=dot', ...FILES], {
    cwd: repoRoot,
    env: { ...process.env, ...FULL_SIZE },
    lines: (line) => {
      lines.push(line);
      if (line.includes('[load]') || line.includes('[fuzz] seed')) log(`  ${line.trim()}`);
    },
  });
  const figures = parseReliabilityOutput(lines, code === 0);
  if (!figures.load || figures.fuzz.endpoints === 0) {
    throw new Error(`the reliability tests printed no figures (exit code ${String(code)}):\n${lines.slice(-30).join('\n')}`);
  }
  return figures;
}

export function reliabilitySection(figures: ReliabilityFigures): Section {
  const { load, fuzz } = figures;
  const rows = [
    row(
      `load: ${String(load?.flows ?? '?')} start+submit flows at once`,
      load ? `${load.burstSeconds.toFixed(1)} s (${(load.flows / load.burstSeconds).toFixed(1)} flows/s)` : '?',
      'nothing lost, every count exact',
      figures.passed,
    ),
    row('load: every retake left, and a start beyond each limit', load ? `${load.limitsSeconds.toFixed(1)} s` : '?', 'all refused past the limit', figures.passed),
    row(
      `fuzz: ${String(fuzz.endpoints)} endpoints, malformed requests`,
      `${String(fuzz.cases)} cases in ${fuzz.seconds.toFixed(0)} s`,
      '≥ 200 per endpoint, no 5xx, nothing changed',
      figures.passed && fuzz.serverErrors === 0 && fuzz.cases >= 200 * fuzz.endpoints,
    ),
  ];
  return {
    title: 'Reliability at full size',
    rows,
    notes: [
      'tests/emulator/reliability/{load,fuzz}.test.ts at full size (QUIZMASTER_LOAD_PLAYERS=50, QUIZMASTER_FUZZ_CASES=200) against the running stack; `npm test` runs 10 players and 48 cases per endpoint.',
    ],
  };
}
