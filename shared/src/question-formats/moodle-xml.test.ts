import { describe, expect, it } from 'vitest';
import { readQuestionFile, writeQuestionFile, type AnyPortableQuestion } from './index';
import { parseXml, XML_LIMITS } from './xml';

const quiz = (...questions: string[]) => ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>', ...questions, '</quiz>'].join('\n');
const read = (...questions: string[]) => readQuestionFile('moodle-xml', quiz(...questions));

/** A question as Moodle 4 exports it: HTML texts in CDATA, feedback, grades. */
let counter = 0;
const moodle = (type: string, body: string, text = `<p>What is it (${String((counter += 1))})?</p>`) => `<question type="${type}">
    <name><text>Q</text></name>
    <questiontext format="html"><text><![CDATA[${text}]]></text></questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>Because&nbsp;so.</p>]]></text></generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
${body}
    <tags><tag><text>geo</text></tag></tags>
  </question>`;

describe('reading Moodle XML', () => {
  it('multichoice: single and multiple, HTML texts as plain text, fractions, feedback and tags', () => {
    const single = moodle(
      'multichoice',
      `<single>true</single><shuffleanswers>true</shuffleanswers><answernumbering>abc</answernumbering>
    <answer fraction="100" format="html"><text><![CDATA[<p>Paris &amp; co</p>]]></text><feedback format="html"><text>Yes</text></feedback></answer>
    <answer fraction="0" format="html"><text>&lt;p&gt;Lyon&lt;/p&gt;</text></answer>`,
      '<p>Capital of <b>France</b>?</p><p>Second line</p>',
    );
    const multiple = moodle(
      'multichoice',
      `<single>false</single>
    <answer fraction="50"><text>a</text></answer><answer fraction="50"><text>b</text></answer><answer fraction="-100"><text>c</text></answer>`,
    );
    const partial = moodle('multichoice', '<single>true</single><answer fraction="100"><text>a</text></answer><answer fraction="50"><text>b</text></answer><answer fraction="0"><text>c</text></answer>');
    expect(read(partial).questions).toMatchObject([{ options: ['a', 'b', 'c'], answers: [1] }]);
    expect(read('<question type="category"><category><text>$course$/top</text></category></question>', single, multiple)).toMatchObject({
      questions: [
        { question: 'Capital of France?\nSecond line', options: ['Paris & co', 'Lyon'], answers: [1], explanation: 'Because so.', tags: ['geo'] },
        { question: expect.stringMatching(/^What is it \(\d+\)\?$/) as string, options: ['a', 'b', 'c'], answers: [1, 2] },
      ],
      lines: [4, 16],
      problems: [],
    });
  });

  it('truefalse, shortanswer (usecase, partial credit, \\* a star), numerical (tolerance, units)', () => {
    const report = read(
      moodle('truefalse', '<answer fraction="0"><text>true</text></answer><answer fraction="100"><text>false</text></answer>'),
      moodle('shortanswer', '<usecase>1</usecase><answer fraction="100"><text>Bern</text></answer><answer fraction="50"><text>B\\*rn</text></answer><answer fraction="0"><text>Zurich</text></answer>'),
      moodle(
        'numerical',
        `<answer fraction="100"><text>1.5</text><tolerance>0.1</tolerance></answer><answer fraction="0"><text>*</text></answer>
    <units><unit><multiplier>1</multiplier><unit_name>m</unit_name></unit><unit><multiplier>100</multiplier><unit_name>cm</unit_name></unit></units>
    <unitgradingtype>1</unitgradingtype>`,
      ),
    );
    expect(report).toMatchObject({
      questions: [
        { options: ['True', 'False'], answers: [2], type: 'true-false' },
        { typed: { type: 'short-answer', accepted: [{ text: 'Bern', credit: 100 }, { text: 'B*rn', credit: 50 }], caseSensitive: true } },
        {
          typed: {
            type: 'numeric',
            value: 1.5,
            tolerance: 0.1,
            toleranceKind: 'absolute',
            unitHint: 'm',
            unitRequired: true,
            units: [
              { unit: 'm', multiplier: 1 },
              { unit: 'cm', multiplier: 0.01 },
            ],
          },
        },
      ],
      problems: [],
    });
  });

  it('matching (an empty subquestion is a distractor), ordering (by fraction), gapselect, ddwtos and cloze', () => {
    const report = read(
      moodle(
        'matching',
        `<subquestion format="html"><text><![CDATA[<p>Canada</p>]]></text><answer><text>Ottawa</text></answer></subquestion>
    <subquestion format="html"><text>Italy</text><answer><text>Rome</text></answer></subquestion>
    <subquestion format="html"><text></text><answer><text>Paris</text></answer></subquestion>`,
      ),
      moodle('ordering', '<answer fraction="2"><text>two</text></answer><answer fraction="1"><text>one</text></answer><answer fraction="3"><text>three</text></answer>'),
      moodle(
        'gapselect',
        `<selectoption><text>cat</text><group>1</group></selectoption><selectoption><text>mat</text><group>2</group></selectoption>
    <selectoption><text>dog</text><group>1</group></selectoption><selectoption><text>hat</text><group>2</group></selectoption>`,
        'The [[1]] sat on the [[4]].',
      ),
      moodle('ddwtos', '<dragbox><text>blue</text><group>1</group></dragbox><dragbox><text>red</text><group>1</group></dragbox>', 'The sky is [[1]].'),
      moodle('multianswer', '', 'Bern is in {1:MULTICHOICE:=Switzerland~Austria#no} and {1:SHORTANSWER_C:=Europe~%50%europe}.'),
    );
    expect(report).toMatchObject({
      questions: [
        { typed: { type: 'matching', pairs: [{ prompt: 'Canada', answer: 'Ottawa' }, { prompt: 'Italy', answer: 'Rome' }], distractors: ['Paris'] } },
        { typed: { type: 'ordering', items: ['one', 'two', 'three'] } },
        {
          question: 'The _____ sat on the _____.',
          typed: { type: 'fill-blanks', text: 'The {{1}} sat on the {{2}}.', blanks: [{ choices: ['cat', 'dog'], answer: 0 }, { choices: ['mat', 'hat'], answer: 1 }] },
        },
        { typed: { type: 'fill-blanks', text: 'The sky is {{1}}.', blanks: [{ choices: ['blue', 'red'], answer: 0 }] } },
        {
          question: 'Bern is in _____ and _____.',
          typed: {
            type: 'fill-blanks',
            text: 'Bern is in {{1}} and {{2}}.',
            blanks: [{ choices: ['Switzerland', 'Austria'], answer: 0 }, { accepted: [{ text: 'Europe', credit: 100 }, { text: 'europe', credit: 50 }], caseSensitive: true }],
          },
        },
      ],
      problems: [],
    });
  });

  // [what, file, problems]
  const problems: [string, string, { line: number; message: string }[]][] = [
    [
      'unsupported types, each with its line',
      quiz('<question type="essay"><questiontext><text>Write</text></questiontext></question>', '<question type="calculated"></question>', '<question type="ddmarker"/>'),
      [
        { line: 3, message: 'Unsupported question: Moodle essay questions are not supported.' },
        { line: 4, message: 'Unsupported question: Moodle calculated questions are not supported.' },
        { line: 5, message: 'Unsupported question: Moodle drag and drop markers questions are not supported.' },
      ],
    ],
    ['a short-answer wildcard', quiz(moodle('shortanswer', '<answer fraction="100"><text>Ber*</text></answer>')), [{ line: 3, message: 'Unsupported answer: "Ber*" uses Moodle\'s * wildcard, which is not supported.' }]],
    ['a cloze NUMERICAL gap', quiz(moodle('multianswer', '', 'Pi is {1:NUMERICAL:=3.14:0.01}.')), [
      { line: 3, message: 'Unsupported cloze gap: NUMERICAL gaps are not supported; gaps can be SHORTANSWER or MULTICHOICE.' },
    ]],
    ['a DOCTYPE', '<?xml version="1.0"?>\n<!DOCTYPE quiz [ <!ENTITY a "aaaa"> ]>\n<quiz>&a;</quiz>', [
      { line: 2, message: 'Refused: the file has a <!DOCTYPE; DTDs and entity declarations are not read, for safety. Remove it and import again.' },
    ]],
    ['an ENTITY', '<quiz>\n<!ENTITY a "x">\n</quiz>', [{ line: 2, message: 'Refused: the file has a <!ENTITY; DTDs and entity declarations are not read, for safety. Remove it and import again.' }]],
    ['an undefined entity', '<quiz>\n<question type="truefalse">&lol;</question></quiz>', [{ line: 2, message: 'Malformed XML: &lol; is not an XML entity; write & as &amp;.' }]],
    ['a tag closed by another', '<quiz>\n<question>\n</quiz>', [{ line: 3, message: 'Malformed XML: </quiz> closes <question> of line 2.' }]],
    ['an unclosed element', '<quiz>\n<question type="truefalse">', [{ line: 2, message: 'Malformed XML: <question> of line 2 is never closed.' }]],
    ['another root', '<questions/>', [{ line: 1, message: "Not Moodle XML: the root element is <questions>, Moodle's is <quiz>." }]],
    ['text that is not XML', 'Q? {=a ~b}', [{ line: 1, message: 'Malformed XML: text outside the root element.' }]],
    ['an unclosed CDATA', '<quiz><![CDATA[x', [{ line: 1, message: 'Malformed XML: a <![CDATA[ that is never closed with ]]>.' }]],
  ];

  it.each(problems)('reports %s', (_what, text, expected) => {
    expect(readQuestionFile('moodle-xml', text).problems).toEqual(expected);
  });

  it('caps the depth and the count of elements', () => {
    const deep = `${'<a>'.repeat(XML_LIMITS.depth + 1)}${'</a>'.repeat(XML_LIMITS.depth + 1)}`;
    expect(() => parseXml(deep)).toThrow(`Malformed XML: elements nested deeper than ${String(XML_LIMITS.depth)}.`);
    expect(() => parseXml(`<a>${'<b/>'.repeat(XML_LIMITS.elements)}</a>`)).toThrow(`Too many XML elements: at most ${String(XML_LIMITS.elements)}.`);
    expect(parseXml(`<a>${'<b/>'.repeat(XML_LIMITS.elements - 1)}</a>`).children).toHaveLength(XML_LIMITS.elements - 1);
  });

  it('decodes only the XML entities and character references', () => {
    expect(parseXml('<a t="&quot;&#65;&#x42;">&lt;&gt;&amp;&apos;&#128578;</a>')).toMatchObject({ attributes: { t: '"AB' }, text: "<>&'🙂" });
  });
});

describe('writing Moodle XML', () => {
  it('writes each type as its Moodle qtype, plain text, escaped', () => {
    const questions: AnyPortableQuestion[] = [
      { question: 'A < B & C?', options: ['yes', 'no'], answers: [1], explanation: '', tags: ['x'] },
      { question: 'Sky?', options: ['True', 'False'], answers: [1], type: 'true-false', explanation: '', tags: [] },
      { question: 'Order', typed: { type: 'ordering', items: ['a', 'b', 'c'] }, explanation: '', tags: [] },
      { question: 'Fill', typed: { type: 'fill-blanks', text: 'A {{1}} c', blanks: [{ choices: ['b', 'x~y'], answer: 0 }] }, explanation: '', tags: [] },
    ];
    const { text, problems } = writeQuestionFile('moodle-xml', questions);
    expect(problems).toEqual([]);
    expect(text).toContain('<question type="multichoice">');
    expect(text).toContain('<text>A &lt; B &amp; C?</text>');
    expect(text).toContain('<single>true</single>');
    expect(text).toContain('<question type="truefalse">');
    expect(text).toContain('<question type="ordering">');
    expect(text).toContain('<answer fraction="3" format="plain_text">\n      <text>c</text>');
    expect(text).toContain('<text>A {1:MULTICHOICE:=b~x\\~y} c</text>');
    expect(readQuestionFile('moodle-xml', text)).toMatchObject({ questions, problems: [] });
  });

  it('names a cloze answer with a line break as one Moodle cannot hold', () => {
    const question: AnyPortableQuestion = { question: 'F', typed: { type: 'fill-blanks', text: '{{1}}.', blanks: [{ choices: ['a\nb', 'c'], answer: 0 }] }, explanation: '', tags: [] };
    expect(writeQuestionFile('moodle-xml', [question]).problems).toEqual([{ line: 0, message: 'Question 1: Moodle cloze gaps hold one-line answers and choices.' }]);
  });
});

describe('readQuestionFile moodle-xml: pictures (ADR 0037)', () => {
  const IMAGES = 'Unsupported image: images in Moodle XML are not imported; take them out of the file, then add them in the editor after the import.';

  it('reports an <img> in the HTML text of a question, with the line of its text', () => {
    const text = quiz(moodle('truefalse', '<answer fraction="100"><text>true</text></answer>', '<p>Is this Paris?</p>\n<p><img src="@@PLUGINFILE@@/paris.png" alt="Paris"></p>'));
    expect(readQuestionFile('moodle-xml', text).problems).toEqual([{ line: 5, message: IMAGES }]);
  });

  it('reports an <img> in an answer and a <file> element, once per question', () => {
    const text = quiz(
      moodle(
        'multichoice',
        [
          '<single>true</single>',
          '<answer fraction="100" format="html"><text><![CDATA[a <IMG SRC="@@PLUGINFILE@@/a.png">]]></text></answer>',
          '<answer fraction="0" format="html"><text>b</text><file name="b.png" path="/" encoding="base64">iVBORw0KGgo=</file></answer>',
        ].join('\n'),
      ),
    );
    const { problems } = readQuestionFile('moodle-xml', text);
    expect(problems).toEqual([{ line: expect.any(Number) as number, message: IMAGES }]);
  });

  it('a question without pictures, and text that only mentions img, are not reported', () => {
    const text = quiz(moodle('truefalse', '<answer fraction="100"><text>true</text></answer>', '<p>An imgur link or an &lt;image&gt; tag?</p>'));
    expect(readQuestionFile('moodle-xml', text).problems).toEqual([]);
  });
});

describe('readQuestionFile moodle-xml: an <img> in a plain text is text', () => {
  it('is read as written, not reported (our export writes plain_text)', () => {
    const question = { question: 'What does <img src="x.png"> do?', options: ['Shows a picture', 'Nothing'], answers: [1], explanation: '', tags: [] };
    const { text } = writeQuestionFile('moodle-xml', [question]);
    expect(readQuestionFile('moodle-xml', text)).toMatchObject({ questions: [question], problems: [] });
  });
});
