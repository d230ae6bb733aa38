import { deleteApp, initializeApp, type App } from 'firebase-admin/app';

export interface AdminTool {
  app: App;
  /** The arguments left once `--project <id>` is taken out. */
  args: string[];
  /** Where the tool acts, for its report: " in <project>" or " in the local emulators". */
  where: string;
}

/**
 * The Admin SDK app of a maintenance command (`npm run grant-admin`, `backfill-search-fields`,
 * `recount-payment-stats`): with `--project <id>`, that Firebase project through Application
 * Default Credentials (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS
 * pointing at a service-account key); without it, the local emulators started by `npm start`
 * (whose hosts scripts/lib/emulator-env.mjs puts in the environment).
 * `usage` is printed, and the process ends, when `--project` has no id.
 */
export function openAdminTool(name: string, usage: string): AdminTool {
  const args = process.argv.slice(2);
  const projectIndex = args.indexOf('--project');
  const project = projectIndex >= 0 ? args.splice(projectIndex, 2)[1] : undefined;
  if (projectIndex >= 0 && !project) exitWithUsage(usage);
  // Without --project, the emulators' hosts come from the environment: the root npm scripts
  // preload scripts/lib/emulator-env.mjs, which fills them in for the local stack.
  if (!project && !process.env.FIRESTORE_EMULATOR_HOST) {
    console.error('No --project and no FIRESTORE_EMULATOR_HOST: run it through its npm script (npm run <command>), which points it at the local emulators.');
    process.exit(2);
  }
  const app = initializeApp({ projectId: project ?? process.env.GCLOUD_PROJECT }, name);
  return { app, args, where: project ? ` in ${project}` : ' in the local emulators' };
}

export function exitWithUsage(usage: string): never {
  console.error(`Usage: ${usage}`);
  process.exit(2);
}

/** Runs the tool's work, reports a failure as its message with exit code 1, and closes the app. */
export async function runAdminTool(tool: AdminTool, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await deleteApp(tool.app);
  }
}
