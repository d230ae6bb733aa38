/**
 * Stripe's request encoding: application/x-www-form-urlencoded with bracketed nested keys, as the
 * SDK and Stripe.js write them (`metadata[uid]=x`, `payment_method_types[0]=card`,
 * `payment_method_data[card][number]=4242…`, `expand[]=latest_charge`).
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export class FormParseError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
    this.name = 'FormParseError';
  }
}

/** Deeper nesting than any Stripe parameter needs is refused rather than walked. */
const MAX_DEPTH = 8;

/** While parsing, every container is a map; it becomes an array at the end if all its keys are indexes. */
type Node = { leaf: string } | { children: Map<string, Node> };

const isIndex = (segment: string) => /^\d{1,9}$/.test(segment);

function decode(text: string, name: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw new FormParseError(`Invalid URL encoding in parameter ${name}.`, name);
  }
}

/** `a[b][0]` -> ['a', 'b', '0']; `a[]` -> ['a', '']. */
function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) throw new FormParseError(`Invalid parameter name: ${key}`, key);
  const segments = [match[1]];
  for (const bracket of (match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)) segments.push(bracket[1] ?? '');
  if (segments.length > MAX_DEPTH) throw new FormParseError(`Parameter ${key} is nested too deeply.`, key);
  return segments;
}

function insert(root: Map<string, Node>, key: string, value: string): void {
  const segments = splitKey(key);
  let children = root;
  segments.forEach((raw, position) => {
    // `[]` appends: it names the next free index of this container.
    const segment = raw === '' ? String(children.size) : raw;
    const last = position === segments.length - 1;
    const existing = children.get(segment);
    if (last) {
      if (existing && 'children' in existing) throw new FormParseError(`Parameter ${key} is given both as a value and as an object.`, key);
      children.set(segment, { leaf: value });
      return;
    }
    if (existing && 'leaf' in existing) throw new FormParseError(`Parameter ${key} is given both as a value and as an object.`, key);
    const node = existing ?? { children: new Map<string, Node>() };
    children.set(segment, node);
    children = node.children;
  });
}

function finish(node: Node): FormValue {
  if ('leaf' in node) return node.leaf;
  const entries = [...node.children.entries()];
  if (entries.length > 0 && entries.every(([key]) => isIndex(key))) {
    // Indexes may have gaps (the SDK skips undefined items); the array keeps their order.
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => finish(child));
  }
  return finishObject(entries);
}

function finishObject(entries: [string, Node][]): FormObject {
  // fromEntries defines own properties, so a `__proto__` key cannot reach any prototype.
  return Object.fromEntries<FormValue>(entries.map(([key, child]) => [key, finish(child)]));
}

/** Parses a query string or form body (no leading `?`) into nested objects and arrays. */
export function parseForm(text: string): FormObject {
  const root = new Map<string, Node>();
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const rawKey = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    const key = decode(rawKey, rawKey);
    insert(root, key, decode(rawValue, key));
  }
  // The top level is always an object, even for `0=a`.
  return finishObject([...root.entries()]);
}

/** Own-property lookup, so names like `constructor` or `toString` never resolve to prototype members. */
export function field(object: FormObject, key: string): FormValue | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}
