/// <reference types="node" />
import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_LIMITS } from '@quizmaster/shared/rich-text';
import { checkedMarkup, renderBlankText, renderRichFields, renderRichText, renderRichTextOrNull } from './rich-text';

/** Every element and attribute the output may hold, read back by a real HTML parser (independent of checkedMarkup). */
const ALLOWED_ELEMENTS = /^(span|code|pre|math|semantics|annotation|m[a-z]+|none)$/;
const ALLOWED_ATTRIBUTES = /^(class|title|xmlns|display|mathvariant|mathcolor|mathbackground|stretchy|fence|separator|lspace|rspace|width|height|depth|voffset|minsize|maxsize|symmetric|largeop|movablelimits|accent|accentunder|columnalign|columnspacing|columnlines|rowalign|rowspacing|rowlines|frame|framespacing|scriptlevel|displaystyle|notation|linethickness|encoding|form|side|equalrows|equalcolumns)$/;

function elementsOf(html: string): Element[] {
  const { document } = parseHTML(`<!doctype html><html><body><div id="root">${html}</div></body></html>`);
  return [...document.querySelectorAll('#root *')];
}

function expectSafe(html: string): void {
  for (const element of elementsOf(html)) {
    expect(element.localName).toMatch(ALLOWED_ELEMENTS);
    for (const attribute of [...element.attributes]) {
      expect(attribute.name).toMatch(ALLOWED_ATTRIBUTES);
      // A title is a tooltip (KaTeX's error message), xmlns the MathML namespace; every other value is a word, length or colour.
      if (attribute.name === 'xmlns') expect(attribute.value).toBe('http://www.w3.org/1998/Math/MathML');
      else if (attribute.name !== 'title') expect(attribute.value).not.toMatch(/javascript:|url\(|expression\(|[;:"<>]/i);
    }
  }
}

const textOf = (html: string) => parseHTML(`<!doctype html><html><body><div id="root">${html}</div></body></html>`).document.getElementById('root')?.textContent;

describe('renderRichText: math', () => {
  it('renders inline math as MathML inside the text', () => {
    const html = renderRichText('Solve \\(x^2 = 4\\) for $x$.');
    expect(html).toMatch(/^Solve <span class="katex"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML"><semantics><mrow><msup><mi>x<\/mi><mn>2<\/mn><\/msup>/);
    expect(html).toContain('<annotation encoding="application/x-tex">x^2 = 4</annotation>');
    expect(html).toMatch(/ for <span class="katex"><math [^>]*><semantics><mrow><mi>x<\/mi>/);
    expect(html.endsWith('</span>.')).toBe(true);
    expect(html).not.toContain('display="block"');
    expectSafe(html);
  });

  it('renders display math as a block, without the line breaks around it', () => {
    const html = renderRichText('Compute\n$$\\frac{1}{2} + \\sqrt{2}$$\nexactly, or \\[\\sum_{i=1}^n i\\]');
    expect(html).toMatch(/^Compute<span class="rich-math-display"><span class="katex"><math [^>]*display="block"><semantics><mrow><mfrac><mn>1<\/mn><mn>2<\/mn><\/mfrac>/);
    expect(html).toContain('<msqrt><mn>2</mn></msqrt>');
    expect(html).toContain('</span></span>exactly, or <span class="rich-math-display">');
    expect(html).toContain('<munderover><mo>∑</mo>');
    expectSafe(html);
  });

  it.each([
    '\\boxed{x}', '\\cancel{x}', '\\rule{1em}{2em}', '\\phantom{x}y', '\\overbrace{a+b}^{n}', '\\vec{v}\\hat{x}\\bar{y}',
    '\\begin{cases}a & x>0\\\\b & x\\le0\\end{cases}', '\\begin{aligned}a&=b\\\\c&=d\\end{aligned}', '\\mathbb{R}\\mathcal{F}',
    '\\left(\\frac{a}{b}\\right)', '\\int_0^1 f(x)\\,dx', '\\lim_{x\\to0}\\frac{\\sin x}{x}', '\\binom{n}{k}', '\\sqrt[n]{x}',
    '\\textcolor{blue}{y}', '\\colorbox{yellow}{z}', '\\operatorname{lcm}(a,b)', '\\xrightarrow{f}', '\\hspace{1em}\\quad x',
    '\\text{área}', '\\begin{array}{c|c}1&2\\\\\\hline 3&4\\end{array}', '\\mathbf{x}\\boldsymbol{\\alpha}', '\\fcolorbox{red}{blue}{x}',
  ])('renders %s (what KaTeX writes passes the allowlist)', (tex) => {
    const html = renderRichText(`$${tex}$`);
    expect(html).toMatch(/^<span class="katex"><math /);
    expect(html).not.toContain('#cc0000');
    expectSafe(html);
  });

  it('shows a TeX error as the escaped source in an error span, without an inline style', () => {
    const html = renderRichText('Broken: $\\frac{1$');
    expect(html).toMatch(/^Broken: <span class="katex-error" title="ParseError: [^"]*">\\frac\{1<\/span>$/);
    expect(html).not.toContain('style=');
  });
});

describe('renderRichText: code', () => {
  it('highlights a fenced block in a known language into class spans', () => {
    const html = renderRichText('What does it print?\n```python\ndef f(x):\n    return x * 2\n```\nPick one.');
    expect(html).toBe(
      'What does it print?<pre class="rich-code-block"><code class="hljs language-python"><span class="hljs-keyword">def</span> ' +
        '<span class="hljs-title function_">f</span>(<span class="hljs-params">x</span>):\n    <span class="hljs-keyword">return</span> x * ' +
        '<span class="hljs-number">2</span></code></pre>Pick one.',
    );
  });

  it.each(['javascript', 'js', 'typescript', 'ts', 'python', 'java', 'c', 'cpp', 'sql', 'bash', 'sh', 'json', 'html', 'xml', 'css'])('knows %s', (language) => {
    expect(renderRichText(`\`\`\`${language}\nx = 1\n\`\`\``)).toContain(`<code class="hljs language-${language}">`);
  });

  it('escapes a block in an unknown language or none, and inline code', () => {
    expect(renderRichText('```cobol\nIF A < B\n```')).toBe('<pre class="rich-code-block"><code class="hljs">IF A &lt; B</code></pre>');
    expect(renderRichText('```\n<b>&</b>\n```')).toBe('<pre class="rich-code-block"><code class="hljs">&lt;b&gt;&amp;&lt;/b&gt;</code></pre>');
    expect(renderRichText('Use `a < b && c` here')).toBe('Use <code class="rich-code">a &lt; b &amp;&amp; c</code> here');
  });

  it('keeps markup inside code as code', () => {
    expect(renderRichText('`$x$ and <i>`')).toBe('<code class="rich-code">$x$ and &lt;i&gt;</code>');
    const html = renderRichText('```html\n<script>alert("$x$")</script>\n```');
    expect(textOf(html)).toBe('<script>alert("$x$")</script>');
    expect(html).not.toContain('<math');
    expectSafe(html);
  });
});

describe('renderRichText: escaping and hostile input', () => {
  it('escapes every other character of the text', () => {
    expect(renderRichText(`<img src=x onerror=alert(1)> & "quotes" 'too'`)).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot; &#39;too&#39;');
  });

  it.each([
    ['a script tag in math', '$<script>alert(1)</script>$'],
    ['\\href with a javascript: URL', '$\\href{javascript:alert(1)}{click}$'],
    ['\\url', '\\(\\url{javascript:alert(1)}\\)'],
    ['\\htmlClass', '$\\htmlClass{evil}{x}$'],
    ['\\htmlStyle', '$\\htmlStyle{background:url(javascript:alert(1))}{x}$'],
    ['\\htmlId and \\htmlData', '$\\htmlId{x}{y}\\htmlData{onclick=alert(1)}{z}$'],
    ['\\includegraphics', '$\\includegraphics{http://evil.test/x.png}$'],
    ['a colour that is CSS', '$\\color{red;background:url(x)}{x}$'],
    ['an attribute-like text', '$\\text{" onmouseover="alert(1)}$'],
    ['a fence language that is markup', '```"><script>\nx\n```'],
    ['a title with quotes', '$\\frac{"><img src=x onerror=alert(1)>$'],
  ])('%s yields escaped text or a KaTeX error, never its markup', (_what, input) => {
    const html = renderRichText(input);
    expectSafe(html);
    expect(html).not.toMatch(/<(script|img|a|iframe|style)\b/i);
  });

  it('renders \\href and \\url as their names in red, without a link', () => {
    const html = renderRichText('$\\href{javascript:alert(1)}{click}$');
    expect(html).toContain('<mstyle mathcolor="#cc0000"><mtext>\\href</mtext></mstyle>');
    expect(html).not.toContain('href=');
  });

  it('stops a macro that expands without end', () => {
    const html = renderRichText('$\\def\\a{\\a\\a}\\a$');
    expect(html).toMatch(/^<span class="katex-error" title="ParseError: KaTeX parse error: Too many expansions/);
  });

  it('does not let a macro defined in one formula reach the next', () => {
    const html = renderRichText('$\\gdef\\x{42}\\x$ and $\\x$');
    expect(html).toContain('<mn>42</mn>');
    expect(html.split('<mn>42</mn>')).toHaveLength(2);
  });

  it('leaves text over the limit unrendered and escaped', () => {
    const text = `$x$ ${'a'.repeat(RICH_TEXT_LIMITS.text)}`;
    expect(renderRichText(text)).toBe(text);
  });

  it('keeps text whose HTML would be over its field\'s bound as plain text', () => {
    // About 180 characters of MathML a formula: 100 formulas in an option of 400 characters are 18,000.
    const option = '$x$ '.repeat(100);
    expect(renderRichText(option)).toContain('<math');
    const { options } = renderRichFields({ question: 'Which?', options: [{ id: 1, option }] });
    expect(options[0]?.optionHtml).toBe(option);
    expect(renderRichText(option, 1000)).toBe(option);
  });

  it('keeps any mix of markup pieces safe (property)', () => {
    const pieces = ['$', '$$', '\\(', '\\)', '\\[', '\\]', '`', '```', '```js', '\n', ' ', 'x', '<', '>', '&', '"', "'", '\\', '{', '}', '^', '_',
      '\\frac', '\\href{javascript:alert(1)}', '<script>', 'onload=', '\\htmlClass{a}', '\\color{red}', '&#x27;', '\\text{'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const html = renderRichText(parts.join(''));
        expect(checkedMarkup(html)).toBe(html);
        expectSafe(html);
      }),
      { numRuns: 200 },
    );
  });
});

describe('checkedMarkup', () => {
  it('refuses any element or attribute outside the allowlist', () => {
    expect(checkedMarkup('<span class="a">x</span>')).toBe('<span class="a">x</span>');
    expect(checkedMarkup('<span class="katex-error" title="t" style="color:#cc0000">x</span>')).toBe('<span class="katex-error" title="t">x</span>');
    expect(checkedMarkup('<script>x</script>')).toBeNull();
    expect(checkedMarkup('<span onclick="x">x</span>')).toBeNull();
    expect(checkedMarkup('<math xmlns="http://evil.test"></math>')).toBeNull();
    expect(checkedMarkup('<mstyle mathcolor="url(x)"></mstyle>')).toBeNull();
    expect(checkedMarkup('<mi href="javascript:x">x</mi>')).toBeNull();
    expect(checkedMarkup('<mspace width="1em"/>')).toBe('<mspace width="1em"></mspace>');
    expect(checkedMarkup('<span class="a"/>x')).toBeNull();
    expect(checkedMarkup('<span>x')).toBeNull();
    expect(checkedMarkup('<span>x</code>')).toBeNull();
    expect(checkedMarkup('a & b')).toBeNull();
    expect(checkedMarkup("<span class='a'>x</span>")).toBeNull();
  });
});

describe('renderRichFields', () => {
  it('gives HTML for the fields with markup and null for the others', () => {
    const fields = renderRichFields({
      question: 'What is $\\frac{1}{2}$ of 4?',
      options: [{ id: 1, option: '2' }, { id: 2, option: '`two`' }],
      explanation: 'Half of 4 is 2.',
    });
    expect(fields.questionHtml).toContain('<mfrac><mn>1</mn><mn>2</mn></mfrac>');
    expect(fields.options).toEqual([{ id: 1, optionHtml: null }, { id: 2, optionHtml: '<code class="rich-code">two</code>' }]);
    expect(fields.explanationHtml).toBeNull();
    expect(renderRichFields({ question: 'Plain, costs $5 or $10?' })).toEqual({ questionHtml: null, options: [], explanationHtml: null });
    expect(renderRichTextOrNull(undefined)).toBeNull();
    expect(renderRichTextOrNull('\\$5')).toBe('$5');
  });
});

describe('richFieldsOf', () => {
  it('is renderRichFields, with nulls for plain fields without loading the renderer', async () => {
    const { richFieldsOf } = await import('./rich-fields');
    const plain = { question: 'Capital of France?', options: [{ id: 1, option: 'Paris' }, { id: 2, option: 'Rome' }], explanation: 'It costs $5 to visit.' };
    expect(await richFieldsOf(plain)).toEqual({ questionHtml: null, options: [{ id: 1, optionHtml: null }, { id: 2, optionHtml: null }], explanationHtml: null });
    const marked = { ...plain, explanation: 'See `paris`.' };
    expect(await richFieldsOf(marked)).toEqual(renderRichFields(marked));
    expect((await richFieldsOf(marked)).explanationHtml).toBe('See <code class="rich-code">paris</code>.');
  });
});

describe('renderBlankText', () => {
  it('renders each stretch around the blanks on its own: one piece more than markers, empty ones kept', () => {
    const html = renderBlankText('{{1}} has area $\\pi r^2$ and {{2}}{{3}} `r*r` <b>&');
    expect(html).toHaveLength(4);
    expect(html?.[0]).toBe('');
    expect(html?.[1]).toMatch(/^ has area <span class="katex"><math [^>]*>.*<\/math><\/span> and $/);
    expect(html?.[2]).toBe('');
    expect(html?.[3]).toBe(' <code class="rich-code">r*r</code> &lt;b&gt;&amp;');
    for (const piece of html ?? []) expectSafe(piece);
  });

  it('never pairs math across a blank, and gives null for a text without markup', () => {
    expect(renderBlankText('From $x {{1}} to y$ costs $5 {{2}}.')).toBeNull();
    expect(renderBlankText('It costs $5 or {{1}}.')).toBeNull();
  });

  it('keeps hostile pieces escaped, and gives null when the HTML would be over its bound', () => {
    const hostile = renderBlankText('<script>alert(1)</script>{{1}}<img src=x onerror=alert(2)> $\\href{javascript:alert(3)}{x}$');
    expect(hostile?.[0]).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hostile?.[1]).toMatch(/^&lt;img src=x onerror=alert\(2\)&gt; <span class="katex/);
    for (const piece of hostile ?? []) expectSafe(piece);
    // MathML is about 180 characters for `$x$`: two pieces of 200 formulas are each under 25 × 2,000, together over it.
    const half = '$x$ '.repeat(200);
    expect(renderBlankText(half)?.[0]?.length).toBeGreaterThan(25_000);
    expect(renderBlankText(`${half}{{1}}${half}`)).toBeNull();
  });

  it('loads the renderer through blankTextHtmlOf only when a piece has markup', async () => {
    const { blankTextHtmlOf } = await import('./rich-fields');
    expect(await blankTextHtmlOf('Plain {{1}} text costs $5.')).toBeNull();
    expect(await blankTextHtmlOf('Is `x` {{1}}?')).toEqual(renderBlankText('Is `x` {{1}}?'));
  });
});
