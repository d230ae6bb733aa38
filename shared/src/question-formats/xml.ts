/**
 * A small XML reader for question files (Moodle XML), bounded and safe by construction: no DTD,
 * so no entity expansion (a file with <!DOCTYPE or <!ENTITY is refused), only the five XML
 * entities and character references, a cap on depth and elements. One pass with indexOf, no
 * patterns that backtrack: time linear in the file (tests in adversarial.test.ts).
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), its children's left out. */
  text: string;
  /** 1-based line of its `<`. */
  line: number;
}

export const XML_LIMITS = { depth: 32, elements: 100_000, attributes: 16 } as const;

export class XmlError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** `&lt;` and the other four, `&#38;` and `&#x26;`; any other entity is an error (there is no DTD to define it). */
export function decodeEntities(text: string, line: number, extra: Record<string, string> = {}): string {
  let at = text.indexOf('&');
  if (at === -1) return text;
  let result = '';
  let from = 0;
  while (at !== -1) {
    const end = text.indexOf(';', at);
    const name = end === -1 || end - at > 12 ? null : text.slice(at + 1, end);
    let decoded: string | undefined;
    if (name !== null) {
      if (/^#\d{1,7}$/.test(name) || /^#x[0-9a-fA-F]{1,6}$/.test(name)) {
        const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        if (code > 0 && code <= 0x10ffff) decoded = String.fromCodePoint(code);
      } else decoded = NAMED_ENTITIES[name] ?? extra[name];
    }
    if (decoded === undefined) {
      const shown = name === null ? '&' : `&${name};`;
      throw new XmlError(line, `Malformed XML: ${shown} is not an XML entity; write & as &amp;.`);
    }
    result += text.slice(from, at) + decoded;
    from = end + 1;
    at = text.indexOf('&', from);
  }
  return result + text.slice(from);
}

const NAME_START = /[A-Za-z_:]/;
const NAME_CHAR = /[-A-Za-z0-9_:.]/;
const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r';

/** Parses a document into its root element; throws XmlError with the line of the first fault. */
export function parseXml(source: string): XmlElement {
  const text = source.replace(/\r\n?/g, '\n');
  const forbidden = /<!(DOCTYPE|ENTITY)/i.exec(text);
  if (forbidden) {
    throw new XmlError(lineOf(text, forbidden.index), `Refused: the file has a <!${(forbidden[1] ?? '').toUpperCase()}; DTDs and entity declarations are not read, for safety. Remove it and import again.`);
  }
  // Lines counted as the scan moves forward: linear.
  let lineCount = 1;
  let counted = 0;
  const lineAt = (at: number) => {
    for (; counted < at; counted += 1) if (text.charCodeAt(counted) === 10) lineCount += 1;
    return lineCount;
  };

  const stack: XmlElement[] = [];
  const texts: string[][] = [];
  let root: XmlElement | undefined;
  let elements = 0;
  let at = 0;
  const addText = (chunk: string) => {
    if (stack.length === 0) {
      if (chunk.trim() !== '') throw new XmlError(lineAt(at), 'Malformed XML: text outside the root element.');
      return;
    }
    texts[texts.length - 1]?.push(chunk);
  };
  const skipTo = (token: string, what: string) => {
    const end = text.indexOf(token, at);
    if (end === -1) throw new XmlError(lineAt(at), `Malformed XML: ${what} that is never closed with ${token}.`);
    return end;
  };

  while (at < text.length) {
    const open = text.indexOf('<', at);
    if (open === -1) {
      addText(decodeEntities(text.slice(at), lineAt(at)));
      break;
    }
    if (open > at) addText(decodeEntities(text.slice(at, open), lineAt(at)));
    at = open;
    if (text.startsWith('<?', at)) {
      at = skipTo('?>', 'a <?') + 2;
    } else if (text.startsWith('<!--', at)) {
      at = skipTo('-->', 'a comment <!--') + 3;
    } else if (text.startsWith('<![CDATA[', at)) {
      const end = skipTo(']]>', 'a <![CDATA[');
      addText(text.slice(at + 9, end));
      at = end + 3;
    } else if (text.startsWith('<!', at)) {
      throw new XmlError(lineAt(at), 'Malformed XML: a <! that is no comment or CDATA.');
    } else if (text.startsWith('</', at)) {
      const end = skipTo('>', 'a closing tag');
      const name = text.slice(at + 2, end).trim();
      const element = stack.pop();
      const parts = texts.pop();
      if (!element || element.name !== name) {
        throw new XmlError(lineAt(at), element ? `Malformed XML: </${name}> closes <${element.name}> of line ${String(element.line)}.` : `Malformed XML: </${name}> closes nothing.`);
      }
      element.text = (parts ?? []).join('');
      at = end + 1;
    } else {
      // A start tag: name, attributes, > or />.
      const line = lineAt(at);
      let cursor = at + 1;
      if (!NAME_START.test(text[cursor] ?? '')) throw new XmlError(line, 'Malformed XML: a < that starts no tag; write < as &lt;.');
      while (NAME_CHAR.test(text[cursor] ?? '')) cursor += 1;
      const element: XmlElement = { name: text.slice(at + 1, cursor), attributes: {}, children: [], text: '', line };
      let count = 0;
      for (;;) {
        while (isSpace(text[cursor])) cursor += 1;
        const char = text[cursor];
        if (char === '>' || (char === '/' && text[cursor + 1] === '>')) break;
        if (char === undefined) throw new XmlError(line, `Malformed XML: the tag <${element.name} is never closed with >.`);
        const nameStart = cursor;
        if (!NAME_START.test(char)) throw new XmlError(lineAt(cursor), `Malformed XML: unexpected "${char}" in the tag <${element.name}>.`);
        while (NAME_CHAR.test(text[cursor] ?? '')) cursor += 1;
        const name = text.slice(nameStart, cursor);
        while (isSpace(text[cursor])) cursor += 1;
        const quote = text[cursor + 1];
        if (text[cursor] !== '=' || (quote !== '"' && quote !== "'")) throw new XmlError(lineAt(cursor), `Malformed XML: the attribute ${name} of <${element.name}> has no quoted value.`);
        const end = text.indexOf(quote, cursor + 2);
        if (end === -1) throw new XmlError(lineAt(cursor), `Malformed XML: the value of ${name} is never closed with ${quote}.`);
        if ((count += 1) > XML_LIMITS.attributes) throw new XmlError(line, `Too many attributes on <${element.name}>: at most ${String(XML_LIMITS.attributes)}.`);
        element.attributes[name] = decodeEntities(text.slice(cursor + 2, end), lineAt(cursor));
        cursor = end + 1;
      }
      if ((elements += 1) > XML_LIMITS.elements) throw new XmlError(line, `Too many XML elements: at most ${String(XML_LIMITS.elements)}.`);
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) throw new XmlError(line, 'Malformed XML: a second root element.');
      else root = element;
      if (text[cursor] === '/') {
        at = cursor + 2;
      } else {
        if (stack.length >= XML_LIMITS.depth) throw new XmlError(line, `Malformed XML: elements nested deeper than ${String(XML_LIMITS.depth)}.`);
        stack.push(element);
        texts.push([]);
        at = cursor + 1;
      }
    }
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed) throw new XmlError(unclosed.line, `Malformed XML: <${unclosed.name}> of line ${String(unclosed.line)} is never closed.`);
  if (!root) throw new XmlError(1, 'Malformed XML: the file has no root element.');
  return root;
}

function lineOf(text: string, at: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < at; index = text.indexOf('\n', index + 1)) line += 1;
  return line;
}

/** Text escaped for an element's content or a double-quoted attribute. */
export const escapeXml = (text: string) =>
  text.replace(/[&<>"\v\f]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : char === '"' ? '&quot;' : `&#${String(char.charCodeAt(0))};`));

export const childOf = (element: XmlElement | undefined, name: string) => element?.children.find((child) => child.name === name);
export const childrenOf = (element: XmlElement | undefined, name: string) => element?.children.filter((child) => child.name === name) ?? [];
