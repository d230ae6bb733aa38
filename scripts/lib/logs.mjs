// @ts-check
// Log files under test-results/logs/: everything the emulators, the builds and the test runners
// print during `npm test`, kept whole, so that the console can stay short (a line per suite, and
// the details only when something fails).
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeSync } from 'node:fs';
import { repoRoot } from './processes.mjs';

export const logsDir = `${repoRoot}/test-results/logs`;

/** Terminal control sequences (colours, cursor moves: ESC [ … letter), which a log file does not want. */
const CONTROL = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g');

/** @param {string} text */
export const plain = (text) => text.replace(CONTROL, '');

/** A path relative to the repository, for messages. @param {string} file */
export const shortPath = (file) => file.replace(`${repoRoot}/`, '');

/**
 * @typedef {object} LogFile
 * @property {string} file its path
 * @property {(line: string) => void} writeLine appends one line (without colours); ignored once closed
 * @property {() => void} close
 */

/**
 * Creates (or empties) test-results/logs/<name>. Lines are written synchronously: nothing is
 * lost when the process exits right after, and each one is whole.
 * @param {string} name
 * @returns {LogFile}
 */
export function openLog(name) {
  mkdirSync(logsDir, { recursive: true });
  const file = `${logsDir}/${name}`;
  /** @type {number | undefined} */
  let fd = openSync(file, 'w');
  return {
    file,
    writeLine: (line) => {
      if (fd !== undefined) writeSync(fd, `${plain(line)}\n`);
    },
    close: () => {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

/** @param {string} file @returns {string[]} */
export function readLines(file) {
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * The last `count` lines of a log, leaving out the lines that match `leaveOut` (the Hosting
 * emulator's line per request, say).
 * @param {string} file
 * @param {number} count
 * @param {RegExp} [leaveOut]
 */
export function tailOf(file, count, leaveOut) {
  const all = readLines(file);
  const kept = leaveOut ? all.filter((line) => !leaveOut.test(line)) : all;
  return { lines: kept.slice(-count), leftOut: all.length - kept.length, total: all.length };
}

/**
 * The logs written since `since` (ms), for the closing "where is everything" line.
 * @param {number} since
 */
export function logsWrittenSince(since) {
  if (!existsSync(logsDir)) return [];
  return readdirSync(logsDir)
    .filter((name) => name.endsWith('.log') && statSync(`${logsDir}/${name}`).mtimeMs >= since)
    .sort();
}
