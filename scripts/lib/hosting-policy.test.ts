import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_STAND_IN } from '@quizmaster/shared/stripe-stand-in';
import { ROUTE_PRELOAD_LOADER } from '@quizmaster/web/app/route-preloads';
import { contentSecurityPolicy, inlineScripts, inlineScriptsOutsidePolicy, readHostingConfig, scriptHashSource, servedSourceMaps } from './hosting-policy.mjs';
import { repoRoot } from './processes.mjs';

const hosting = readHostingConfig();
const policy = contentSecurityPolicy(hosting);
const sourcesOf = (directive: string) => policy.get(directive) ?? [];

describe("firebase.json's Content-Security-Policy", () => {
  it('runs no script it did not name: no inline or eval allowance, no plugins, no framing, no base or form hijack', () => {
    expect(sourcesOf('script-src').filter((source) => /unsafe|^\*$|^https?:$|^data:$/.test(source))).toEqual([]);
    expect(sourcesOf('default-src')).toEqual(["'self'"]);
    expect(sourcesOf('object-src')).toEqual(["'none'"]);
    expect(sourcesOf('frame-ancestors')).toEqual(["'none'"]);
    expect(sourcesOf('base-uri')).toEqual(["'self'"]);
    expect(sourcesOf('form-action')).toEqual(["'self'"]);
  });

  it("allows the pages' own inline scripts by hash: the colour-mode script and the shell's route preloads", () => {
    const shellScripts = inlineScripts(readFileSync(`${repoRoot}/web/index.html`, 'utf8'));
    expect(shellScripts).toHaveLength(1);
    for (const script of [...shellScripts, ROUTE_PRELOAD_LOADER]) expect(sourcesOf('script-src')).toContain(scriptHashSource(script));
  });

  it('lets the checkout reach Stripe and the app reach Firebase, and the emulators only on their fixed local ports', () => {
    expect(sourcesOf('script-src')).toContain('https://js.stripe.com');
    expect(sourcesOf('frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(sourcesOf('connect-src')).toEqual(
      expect.arrayContaining(['https://api.stripe.com', 'https://identitytoolkit.googleapis.com', 'https://firestore.googleapis.com']),
    );
    const emulatorPorts = (JSON.parse(readFileSync(`${repoRoot}/firebase.json`, 'utf8')) as { emulators: Record<string, { port?: number }> }).emulators;
    const local = [...policy.values()].flat().filter((source) => source.startsWith('http:'));
    const allowedPorts = [emulatorPorts.auth?.port, emulatorPorts.firestore?.port, emulatorPorts.storage?.port, STRIPE_STAND_IN.defaultPort];
    expect(local.every((source) => allowedPorts.some((port) => source === `http://127.0.0.1:${String(port)}`))).toBe(true);
  });

  it('keeps source maps out of a deploy', () => {
    expect(hosting.ignore).toContain('**/*.map');
  });
});

describe('checks of a web build', () => {
  let dist = '';
  beforeEach(() => {
    dist = join(mkdtempSync(join(tmpdir(), 'hosting-policy-')), 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
  });
  afterEach(() => {
    rmSync(join(dist, '..'), { recursive: true, force: true });
  });

  it('finds source maps that would be served: map files and sourceMappingURL comments', () => {
    writeFileSync(join(dist, 'assets', 'clean.js'), 'export const a = 1;\n');
    writeFileSync(join(dist, 'assets', 'mapped.js'), 'export const b = 2;\n//# sourceMappingURL=mapped.js.map\n');
    writeFileSync(join(dist, 'assets', 'mapped.js.map'), '{}');
    writeFileSync(join(dist, 'assets', 'style.css'), '.a{}\n/*# sourceMappingURL=style.css.map */');
    expect(servedSourceMaps(dist).sort()).toEqual([
      'assets/mapped.js (a sourceMappingURL comment)',
      'assets/mapped.js.map (a source map)',
      'assets/style.css (a sourceMappingURL comment)',
    ]);
  });

  it('finds inline scripts the policy does not allow, and ignores script files and JSON blocks', () => {
    const allowed = 'console.log(1)';
    writeFileSync(
      join(dist, 'index.html'),
      `<script>${allowed}</script><script src="/assets/a.js"></script><script type="application/json">{"a":1}</script><script type="module">evil()</script>`,
    );
    const found = inlineScriptsOutsidePolicy(dist, new Map([['script-src', ["'self'", scriptHashSource(allowed)]]]));
    expect(found).toEqual([{ file: 'index.html', hash: scriptHashSource('evil()') }]);
  });

  it('hashes a script as CSP does: SHA-256 of its exact text, in base64', () => {
    expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
