/**
 * `import.meta.env` for the web code the emulator tests run (src/config/env.ts, the readers):
 * Vite's own type (vite/client) is installed for the web workspace only. Vitest fills it in.
 */
interface ImportMeta {
  readonly env: Readonly<Record<string, string | undefined>> & { readonly DEV: boolean };
}
