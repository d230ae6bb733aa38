// @ts-check
// Small helpers for the developer-facing scripts: coloured one-line messages.

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
/** @param {string} code @returns {(text: string) => string} */
const paint = (code) => (text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);

export const bold = paint('1');
export const dim = paint('2');
export const red = paint('31');
export const green = paint('32');
export const yellow = paint('33');
export const cyan = paint('36');

/** @param {string} message */
export const info = (message) => console.log(`${cyan('›')} ${message}`);
/** @param {string} message */
export const note = (message) => console.log(`${yellow('!')} ${message}`);

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
      console.error(`${red('✖')} ${error.message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}
