/**
 * A second emulator stack (Auth, Firestore, Functions) that a test starts, stops and starts
 * again itself, beside the one `npm test` runs: its own demo project, its own ports and a
 * generated firebase.json in a temporary folder. Stopping it exports its data
 * (`--export-on-exit`); starting it with `importFrom` loads that data back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { firestoreLauncherEnv } from '@quizmaster/scripts/emulators';
import { bin, repoRoot } from '@quizmaster/scripts/processes';

export interface ScratchPorts {
  auth: number;
  firestore: number;
  firestoreWebsocket: number;
  functions: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
}

const READY_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 60_000;
/** Enough of the emulators' output to explain a failure. */
const LOG_TAIL_CHARS = 6_000;

/** Variables naming the main stack (set by `firebase emulators:exec`): this stack must not inherit them. */
const MAIN_STACK_VARIABLE = /(EMULATOR_HOST|EMULATOR_HUB)$|^(GCLOUD_PROJECT|GOOGLE_CLOUD_PROJECT|FIREBASE_PROJECT_ID|FIREBASE_CONFIG|FUNCTIONS_EMULATOR)$/;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export class ScratchStack {
  readonly folder = mkdtempSync(join(tmpdir(), 'quizmaster-scratch-stack-'));
  readonly exportFolder = join(this.folder, 'export');
  private process: ChildProcess | undefined;
  private output = '';

  constructor(
    readonly projectId: string,
    readonly ports: ScratchPorts,
  ) {
    if (!projectId.startsWith('demo-')) throw new Error('A scratch stack uses a demo-* project id, so it needs no credentials.');
    this.writeConfig();
  }

  get authHost() {
    return `127.0.0.1:${String(this.ports.auth)}`;
  }

  get firestoreHost() {
    return `127.0.0.1:${String(this.ports.firestore)}`;
  }

  /** The `api` function, called directly (no Hosting here): append `/api/v1/...`. */
  get apiUrl() {
    return `http://127.0.0.1:${String(this.ports.functions)}/${this.projectId}/us-central1/api`;
  }

  /** The last lines the emulators printed. */
  get log() {
    return this.output.slice(-LOG_TAIL_CHARS);
  }

  /** Whether the last stop left a Firestore export behind (what `importFrom` needs). */
  get hasFirestoreExport() {
    return existsSync(join(this.exportFolder, 'firebase-export-metadata.json')) && existsSync(join(this.exportFolder, 'firestore_export'));
  }

  /**
   * The repository's functions and rules, with this stack's ports. firebase-tools joins the
   * functions' source to the config file's folder (so it is relative to it) but takes the rules
   * by absolute path. The functions read their parameters from `.env.<project>` in `configDir`:
   * the demo project's values, copied.
   */
  private writeConfig() {
    const fromRepo = (path: string) => relative(this.folder, join(repoRoot, path));
    const repoConfig = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as { functions: Record<string, unknown>[] };
    const at = (port: number) => ({ host: '127.0.0.1', port });
    const config = {
      firestore: { rules: join(repoRoot, 'firestore.rules') },
      functions: [{ ...repoConfig.functions[0], source: fromRepo('functions'), configDir: '.' }],
      emulators: {
        singleProjectMode: true,
        auth: at(this.ports.auth),
        firestore: { ...at(this.ports.firestore), websocketPort: this.ports.firestoreWebsocket },
        functions: at(this.ports.functions),
        hub: at(this.ports.hub),
        logging: at(this.ports.logging),
        eventarc: at(this.ports.eventarc),
        tasks: at(this.ports.tasks),
        ui: { enabled: false },
      },
    };
    writeFileSync(join(this.folder, 'firebase.json'), JSON.stringify(config, null, 2));
    writeFileSync(join(this.folder, `.env.${this.projectId}`), readFileSync(join(repoRoot, 'functions', '.env.demo-quizmaster'), 'utf8'));
  }

  /** This process's environment without the main stack's addresses, plus what firebase-tools needs offline. */
  environment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !MAIN_STACK_VARIABLE.test(name)));
    const launcher = process.env.FIRESTORE_EMULATOR_BINARY_PATH ? {} : firestoreLauncherEnv();
    return { ...inherited, ...launcher, NO_UPDATE_NOTIFIER: '1', ...extra };
  }

  /** Starts the emulators (with the data of the last stop, given `importFrom`) and waits until the API answers. */
  async start(options: { importFrom?: string } = {}): Promise<void> {
    if (this.process) throw new Error('The scratch stack is already running.');
    const busy = [];
    for (const port of Object.values(this.ports) as number[]) if (!(await portIsFree(port))) busy.push(port);
    if (busy.length > 0) throw new Error(`Port(s) ${busy.join(', ')} of the scratch stack are in use (\`lsof -i :${String(busy[0])}\`).`);

    const args = ['--config', join(this.folder, 'firebase.json'), '--project', this.projectId, 'emulators:start', '--only', 'auth,firestore,functions'];
    args.push('--export-on-exit', this.exportFolder);
    if (options.importFrom) args.push('--import', options.importFrom);
    // Its own process group, so that a forced stop reaches Java and the function workers too.
    const child = spawn(bin('firebase'), args, { cwd: this.folder, env: this.environment(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.process = child;
    const record = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString('utf8')).slice(-4 * LOG_TAIL_CHARS);
    };
    child.stdout.on('data', record);
    child.stderr.on('data', record);
    await this.waitUntilReady(child);
  }

  private async waitUntilReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        this.process = undefined;
        throw new Error(`The scratch stack exited while starting (${String(child.exitCode ?? child.signalCode)}):\n${this.log}`);
      }
      const health = await fetch(`${this.apiUrl}/api/v1/health`).catch(() => undefined);
      if (health?.ok && this.output.includes('All emulators ready')) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`The scratch stack was not ready after ${String(READY_TIMEOUT_MS / 1000)} s:\n${this.log}`);
  }

  /** Stops it as Ctrl-C would (SIGINT), which exports its data first, and waits until it is gone. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child) return;
    const exited = new Promise<boolean>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(true);
      child.once('exit', () => resolve(true));
      setTimeout(() => resolve(false), STOP_TIMEOUT_MS);
    });
    child.kill('SIGINT');
    const stopped = await exited;
    if (!stopped) {
      this.forceStop(child);
      throw new Error(`The scratch stack did not stop within ${String(STOP_TIMEOUT_MS / 1000)} s of SIGINT:\n${this.log}`);
    }
    await this.reapGroup(child);
    this.process = undefined;
  }

  /** Waits for the rest of its process group (Java, function workers) to go, and ends what lingers. */
  private async reapGroup(child: ChildProcess) {
    const groupAlive = () => {
      try {
        if (child.pid) process.kill(-child.pid, 0);
        return Boolean(child.pid);
      } catch {
        return false;
      }
    };
    for (let waited = 0; groupAlive() && waited < 10_000; waited += 250) await new Promise((resolve) => setTimeout(resolve, 250));
    if (groupAlive()) this.forceStop(child);
  }

  private forceStop(child: ChildProcess) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    this.process = undefined;
  }

  /** Stops whatever still runs (gracefully if it can) and removes the temporary folder. */
  async dispose(): Promise<void> {
    const child = this.process;
    if (child) await this.stop().catch(() => this.forceStop(child));
    rmSync(this.folder, { recursive: true, force: true });
  }
}
