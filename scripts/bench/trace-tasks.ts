/**
 * Lists the main thread's long tasks in a trace the Lighthouse bench kept
 * (test-results/bench/lighthouse/<page>.trace.json), with what each one spent its time on: which
 * script it evaluated or called, HTML parsing, style, layout. The trace is unthrottled; Lighthouse
 * simulates a phone by multiplying CPU time by 4, so a task over 12.5 ms here is a long task there.
 *
 *   npx tsx scripts/bench/trace-tasks.ts test-results/bench/lighthouse/dashboard.trace.json [minMs] [--throttled]
 *
 * `--throttled`: the trace was taken at a 4x slower CPU already (./profile-load.ts), so a task
 * over 50 ms is long. A trace with JavaScript samples (./profile-load.ts) also gets each long
 * task's hottest functions, mapped to their source modules through the build's source maps
 * (web/dist-sourcemaps, written by `npm start`'s build).
 */
import { existsSync, readFileSync } from 'node:fs';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: TraceData };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface TraceData {
  url?: string;
  frame?: string;
  functionName?: string;
  stackTrace?: { url?: string }[];
  startTime?: number;
  cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: CallFrame }[]; samples?: number[] };
  timeDeltas?: number[];
}

const args = process.argv.slice(2);
const throttled = args.includes('--throttled');
const [file, minArg] = args.filter((arg) => !arg.startsWith('--'));
if (!file) throw new Error('usage: trace-tasks.ts <trace.json> [minMs] [--throttled]');
const slowdown = throttled ? 1 : 4;
const minMs = Number(minArg ?? (throttled ? '50' : '10'));
const parsed = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;

// The page's main thread: the renderer thread that parsed the HTML document.
const parse = events.find((event) => event.name === 'ParseHTML');
if (!parse) throw new Error('no ParseHTML event: not a page load trace');
const onMain = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.dur !== undefined);
const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === parse.pid) ?? parse;
const at = (ts: number) => (ts - navigation.ts) / 1000;

const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') || '(inline)';
/** What a child event is spent on, for the breakdown. */
function labelOf(event: TraceEvent): string | undefined {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${short(data?.url)}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.produceModuleCache':
      return `compile ${short(data?.url)}`;
    case 'FunctionCall':
      return `call ${short(data?.url)}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
      return 'GC';
    default:
      return undefined;
  }
}

const maps = new Map<string, TraceMap | undefined>();
const { nodes, samples } = mainThreadSamples();
const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 >= minMs && event.ts >= navigation.ts);
let blocking = 0;
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
  // Self time per label: a labelled event's duration minus its labelled children's.
  const totals = new Map<string, number>();
  const labelled = inside.filter((event) => labelOf(event) !== undefined);
  for (const event of labelled) {
    const eventEnd = event.ts + (event.dur ?? 0);
    const children = labelled.filter((child) => child !== event && child.ts >= event.ts && child.ts + (child.dur ?? 0) <= eventEnd);
    const direct = children.filter((child) => !children.some((other) => other !== child && other.ts <= child.ts && other.ts + (other.dur ?? 0) >= child.ts + (child.dur ?? 0) && (other.dur ?? 0) > (child.dur ?? 0)));
    const self = (event.dur ?? 0) - direct.reduce((sum, child) => sum + (child.dur ?? 0), 0);
    const label = labelOf(event) ?? '';
    totals.set(label, (totals.get(label) ?? 0) + self / 1000);
  }
  const ms = (task.dur ?? 0) / 1000;
  blocking += Math.max(0, ms * slowdown - 50);
  const parts = [...totals].filter(([, value]) => value >= 1).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([label, value]) => `${label} ${value.toFixed(0)}`);
  const scaled = throttled ? '' : ` (x4 ${(ms * 4).toFixed(0).padStart(4)})`;
  console.log(`${at(task.ts).toFixed(0).padStart(6)} ms  ${ms.toFixed(1).padStart(6)} ms${scaled}  ${parts.join(', ')}`);
  for (const line of hottestFunctions(task.ts, end)) console.log(`${' '.repeat(20)}${line}`);
}
console.log(`${String(tasks.length)} tasks of ${String(minMs)} ms or more; blocking time: ${blocking.toFixed(0)} ms (Lighthouse counts those after FCP only)`);

/** The main thread's JavaScript samples, when the trace has them: [time, profile node id]. */
function mainThreadSamples() {
  const nodes = new Map<number, { parent?: number; frame: CallFrame }>();
  const samples: { ts: number; node: number }[] = [];
  const profile = events.find((event) => event.name === 'Profile' && event.pid === parse?.pid && event.tid === parse.tid);
  if (!profile) return { nodes, samples };
  let ts = profile.args?.data?.startTime ?? profile.ts;
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.id === profile.id && event.pid === profile.pid)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, { parent: node.parent, frame: node.callFrame });
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((id, index) => {
      ts += data?.timeDeltas?.[index] ?? 0;
      samples.push({ ts, node: id });
    });
  }
  return { nodes, samples };
}

/** A minified position as its source module and line, through the build's source maps. */
function originalOf(frame: CallFrame): string {
  const chunk = /\/assets\/([^?#]+\.js)/.exec(frame.url)?.[1];
  const where = `${short(frame.url)}:${String(frame.lineNumber + 1)}`;
  if (!chunk) return `${frame.functionName || '(anonymous)'} ${where}`;
  const map = sourceMap(chunk);
  const original = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : undefined;
  if (!original?.source) return `${frame.functionName || '(anonymous)'} ${where}`;
  const source = original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${original.name ?? (frame.functionName || '(anonymous)')} ${source}:${String(original.line)}`;
}

function sourceMap(chunk: string): TraceMap | undefined {
  if (!maps.has(chunk)) {
    const path = `web/dist-sourcemaps/assets/${chunk}.map`;
    maps.set(chunk, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : undefined);
  }
  return maps.get(chunk);
}

/** A task's hottest functions by self time, and by total time for those in the app's own code. */
function hottestFunctions(start: number, end: number): string[] {
  const inTask = samples.filter((sample) => sample.ts >= start && sample.ts <= end);
  if (inTask.length === 0) return [];
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const sample of inTask) {
    const leaf = nodes.get(sample.node);
    if (!leaf) continue;
    const name = originalOf(leaf.frame);
    self.set(name, (self.get(name) ?? 0) + 1);
    const seen = new Set<string>();
    for (let node: typeof leaf | undefined = leaf; node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      const each = originalOf(node.frame);
      if (!each.includes('web/src/') || seen.has(each)) continue;
      seen.add(each);
      total.set(each, (total.get(each) ?? 0) + 1);
    }
  }
  const share = (count: number) => `${((count / inTask.length) * 100).toFixed(0).padStart(3)}%`;
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  return [
    ...top(self, 6).map(([name, count]) => `self  ${share(count)} ${name}`),
    ...top(total, 6).map(([name, count]) => `total ${share(count)} ${name}`),
  ];
}
