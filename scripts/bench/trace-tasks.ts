/**
 * Lists the main thread's long tasks in a trace the Lighthouse bench kept
 * (test-results/bench/lighthouse/<page>.trace.json), with what each one spent its time on: which
 * script it evaluated or called, HTML parsing, style, layout. The trace is unthrottled; Lighthouse
 * simulates a phone by multiplying CPU time by 4, so a task over 12.5 ms here is a long task there.
 *
 *   npx tsx scripts/bench/trace-tasks.ts test-results/bench/lighthouse/dashboard.trace.json [minMs]
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string; functionName?: string; stackTrace?: { url?: string }[] } };
}

const [file, minArg] = process.argv.slice(2);
if (!file) throw new Error('usage: trace-tasks.ts <trace.json> [minMs]');
const minMs = Number(minArg ?? '10');
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
  blocking += Math.max(0, ms * 4 - 50);
  const parts = [...totals].filter(([, value]) => value >= 1).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([label, value]) => `${label} ${value.toFixed(0)}`);
  console.log(`${at(task.ts).toFixed(0).padStart(6)} ms  ${ms.toFixed(1).padStart(6)} ms (x4 ${(ms * 4).toFixed(0).padStart(4)})  ${parts.join(', ')}`);
}
console.log(`${String(tasks.length)} tasks of ${String(minMs)} ms or more; blocking time if all were x4: ${blocking.toFixed(0)} ms (Lighthouse counts those after FCP only)`);
