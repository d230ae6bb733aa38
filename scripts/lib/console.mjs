// @ts-check
// Small helpers for the developer-facing scripts: coloured one-line messages.

/**
 * Set by `npm test` for scripts/test-in-emulators.mjs, whose stdout it shares with the emulators
 * (`firebase emulators:exec`): lines that start with it go to the console, the rest to the
 * emulators' log file.
 */
const consoleMarker = process.env.QUIZMASTER_CONSOLE_MARKER;

/** Colours: on a terminal, or when `npm test` says that its own console is one (QUIZMASTER_COLOR). */
export const useColor = process.env.QUIZMASTER_COLOR
  ? process.env.QUIZMASTER_COLOR === '1'
  : process.stdout.isTTY && !process.env.NO_COLOR;
/** @param {string} code @returns {(text: string) => string} */
const paint = (code) => (text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);

export const bold = paint('1');
export const dim = paint('2');
export const red = paint('31');
export const green = paint('32');
export const yellow = paint('33');
export const cyan = paint('36');

/** Longest piece written at once: a pipe keeps a write of up to 4 KiB whole among other writers'. */
const MAX_WRITE = 3000;

/**
 * Prints text for the developer, like console.log. Under QUIZMASTER_CONSOLE_MARKER each line is
 * marked and written on its own, so that it stays whole among the emulators' output.
 * @param {string} [text]
 */
export function say(text = '') {
  if (!consoleMarker) {
    console.log(text);
    return;
  }
  for (const line of text.split('\n')) {
    for (let start = 0; start === 0 || start < line.length; start += MAX_WRITE) {
      process.stdout.write(`${consoleMarker}${line.slice(start, start + MAX_WRITE)}\n`);
    }
  }
}

/** @param {string} message */
export const info = (message) => say(`${cyan('›')} ${message}`);
/** @param {string} message */
export const note = (message) => say(`${yellow('!')} ${message}`);

/** A problem the developer can fix (port taken, Java missing): printed as one line, exit code 1. */
export class SetupError extends Error {}

/**
 * Runs a script body and turns a SetupError into one readable line instead of a stack trace.
 * @param {() => Promise<void>} main
 */
export async function runMain(main) {
  try {
    await main();
  } catch (error) {
    if (error instanceof SetupError) {
      if (consoleMarker) say(`${red('✖')} ${error.message}`);
      else console.error(`${red('✖')} ${error.message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}
