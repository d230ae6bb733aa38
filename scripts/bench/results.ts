/**
 * The bench's output: one table of figure | measured | target | verdict, printed and added to
 * docs/benchmark-results.md as a dated section (docs/BENCHMARKS.md says how each figure is
 * measured); raw results (Lighthouse reports, JSON) go to test-results/bench/ (git-ignored).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { bold, dim, green, red } from '../lib/console.mjs';
import { repoRoot } from '../lib/processes.mjs';

export const benchResultsDir = `${repoRoot}/test-results/bench`;
export const benchmarksDoc = `${repoRoot}/docs/benchmark-results.md`;
/** docs/benchmark-results.md: each run's section goes right after this line, newest first. */
export const RESULTS_MARKER = '<!-- npm run bench adds each run below this line, newest first -->';

export type Verdict = 'met' | 'missed' | '';

export interface Row {
  figure: string;
  measured: string;
  target: string;
  verdict: Verdict;
}

/** One part of the bench: its rows, and notes that explain them (how measured, why a target is missed). */
export interface Section {
  title: string;
  rows: Row[];
  notes: string[];
}

export const row = (figure: string, measured: string, target = '', verdict: Verdict | boolean = ''): Row => ({
  figure,
  measured,
  target,
  verdict: typeof verdict === 'boolean' ? (verdict ? 'met' : 'missed') : verdict,
});

const verdictText = (verdict: Verdict) => (verdict === 'met' ? green('met') : verdict === 'missed' ? red('MISSED') : '');

export function printTable(sections: Section[]): void {
  const all = sections.flatMap((section) => section.rows);
  const width = {
    figure: Math.max(6, ...all.map((r) => r.figure.length)),
    measured: Math.max(8, ...all.map((r) => r.measured.length)),
    target: Math.max(6, ...all.map((r) => r.target.length)),
  };
  const line = (figure: string, measured: string, target: string, verdict: string) =>
    `  ${figure.padEnd(width.figure)}  ${measured.padStart(width.measured)}  ${target.padEnd(width.target)}  ${verdict}`;
  console.log(`\n${bold(line('Figure', 'Measured', 'Target', 'Verdict'))}`);
  for (const section of sections) {
    console.log(bold(`  ${section.title}`));
    for (const r of section.rows) console.log(line(r.figure, r.measured, r.target, verdictText(r.verdict)));
  }
  const notes = sections.flatMap((section) => section.notes.map((note) => `${section.title}: ${note}`));
  if (notes.length > 0) {
    console.log(`\n${bold('Notes')}`);
    for (const note of notes) console.log(dim(`  - ${note}`));
  }
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function markdownSection(sections: Section[], heading: string, context: string[]): string {
  const lines = [`### ${heading}`, '', ...context.map((item) => `- ${item}`), '', '| Figure | Measured | Target | Verdict |', '| --- | ---: | --- | --- |'];
  for (const section of sections) {
    lines.push(`| **${cell(section.title)}** | | | |`);
    for (const r of section.rows) {
      lines.push(`| ${cell(r.figure)} | ${cell(r.measured)} | ${cell(r.target)} | ${r.verdict === 'missed' ? '**missed**' : r.verdict} |`);
    }
  }
  const notes = sections.flatMap((section) => section.notes.map((note) => `- ${section.title}: ${note}`));
  if (notes.length > 0) lines.push('', 'Notes:', '', ...notes);
  return `${lines.join('\n')}\n`;
}

/** Adds a run's section to docs/benchmark-results.md, right after the marker (newest first). */
export function addToBenchmarksDoc(markdown: string): void {
  const doc = readFileSync(benchmarksDoc, 'utf8');
  const at = doc.indexOf(RESULTS_MARKER);
  if (at < 0) throw new Error(`${benchmarksDoc} has no line "${RESULTS_MARKER}"`);
  const end = at + RESULTS_MARKER.length;
  writeFileSync(benchmarksDoc, `${doc.slice(0, end)}\n\n${markdown}${doc.slice(end)}`);
}

export function saveJson(name: string, value: unknown): string {
  mkdirSync(benchResultsDir, { recursive: true });
  const file = `${benchResultsDir}/${name}.json`;
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  return file;
}
