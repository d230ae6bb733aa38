import type { BlankInput, TypedQuestionFields } from '../question-types/input';
import { TRUE_FALSE_OPTIONS, TYPE_LIMITS } from '../question-types/limits';
import { numericSettings, parseNumber, readSettings, settingsTokens, textRules, type Settings } from './typed-fields';
import { isTypedPortable } from './validate';
import type { AnyPortableQuestion, DraftOption, DraftTag, FormatReader, ImportProblem, PortableQuestion } from './validate';
import { childOf, childrenOf, decodeEntities, escapeXml, parseXml, XmlError, type XmlElement } from './xml';

/**
 * Moodle XML (question/format/xml): multichoice, truefalse, shortanswer, numerical, matching,
 * ordering (the qtype_ordering plugin), gapselect and ddwtos (their gaps become choice blanks)
 * and multianswer (cloze) with SHORTANSWER and MULTICHOICE gaps. Texts in HTML become plain
 * text; we write plain_text. What Moodle has no element for (accent sensitivity, a relative
 * tolerance, the unit hint, exact unit multipliers) goes in a <qm_settings> element of setting
 * tokens (typed-fields.ts), which Moodle skips.
 */

const UNSUPPORTED: Record<string, string> = {
  essay: 'essay',
  description: 'description',
  calculated: 'calculated',
  calculatedsimple: 'calculated simple',
  calculatedmulti: 'calculated multichoice',
  ddimageortext: 'drag and drop onto image',
  ddmarker: 'drag and drop markers',
  randomsamatch: 'random short-answer matching',
  random: 'random',
};

/**
 * The line of the first picture in a question: an <img> in any of its texts, or a <file> (Moodle
 * embeds its files base64); null without one. We do not import files (ADR 0037: images are
 * uploaded in the editor), so the question is reported, as other constructs we cannot carry.
 */
function pictureLine(question: XmlElement): number | null {
  const pending = [question];
  for (let element = pending.pop(); element; element = pending.pop()) {
    if (element.name === 'file') return element.line;
    // In a plain text, <img is what the author typed (our own export writes plain_text).
    const html = !isPlain(element.attributes.format) ? childOf(element, 'text') : undefined;
    if (html && /<img\b/i.test(html.text)) return html.line;
    for (let index = element.children.length - 1; index >= 0; index -= 1) pending.push(element.children[index] as XmlElement);
  }
  return null;
}

/** A Moodle text format: html (and any other named one) is read as HTML; none is plain. */
const isPlain = (format: string | undefined) => format === undefined || format === 'plain_text' || format === 'moodle_auto_format' || format === 'markdown';

const HTML_BREAKS = new Set(['br', 'p', '/p', 'div', '/div', 'li', 'tr']);

/**
 * HTML as plain text: tags taken out (a line break for <br>, paragraphs, list items), the HTML
 * entities Moodle's editor writes decoded. Scanned with indexOf, linear.
 */
function htmlToText(html: string, line: number): string {
  let result = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    const close = open === -1 ? -1 : html.indexOf('>', open);
    if (open === -1 || close === -1) {
      result += html.slice(at);
      break;
    }
    result += html.slice(at, open);
    const name = /^\/?[a-zA-Z]*/.exec(html.slice(open + 1, Math.min(close, open + 12)))?.[0].toLowerCase() ?? '';
    if (HTML_BREAKS.has(name) && result !== '' && !result.endsWith('\n')) result += '\n';
    at = close + 1;
  }
  let decoded: string;
  try {
    decoded = decodeEntities(result, line, { nbsp: ' ' });
  } catch {
    decoded = result;
  }
  // trim per line, not /[ \t]*\n[ \t]*/: that pattern is quadratic on a long run of spaces.
  return decoded
    .split('\n')
    .map((part) => part.trim())
    .join('\n')
    .trim();
}

/** The <text> of a Moodle text element (questiontext, answer, …), as plain text. */
function textOf(element: XmlElement | undefined): string {
  if (!element) return '';
  const text = childOf(element, 'text')?.text ?? '';
  return isPlain(element.attributes.format) ? text.trim() : htmlToText(text, element.line);
}

const valueOf = (element: XmlElement | undefined, name: string) => childOf(element, name)?.text.trim() ?? '';
const isTrue = (text: string) => text === '1' || text.toLowerCase() === 'true';
const fraction = (answer: XmlElement) => parseNumber(answer.attributes.fraction ?? '0') ?? 0;

/** Moodle short answers: `*` is a wildcard, `\*` a star. */
function shortAnswerText(answer: XmlElement, report: (message: string) => void): string {
  const text = textOf(answer);
  if (/(^|[^\\])\*/.test(text)) report(`Unsupported answer: "${text}" uses Moodle's * wildcard, which is not supported.`);
  return text.replaceAll('\\*', '*');
}

/** A cloze gap's answers: `=right~wrong`, `%50%partial`, `#feedback`; `\` escapes. */
function splitCloze(body: string): { text: string; credit: number }[] {
  const parts: string[] = [];
  let current = '';
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at] ?? '';
    if (char === '\\' && at + 1 < body.length) {
      current += char + (body[at + 1] ?? '');
      at += 1;
    } else if (char === '~') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts
    .filter((part) => part.trim() !== '')
    .map((part) => {
      let entry = part;
      let credit = 0;
      if (entry.startsWith('=')) {
        credit = 100;
        entry = entry.slice(1);
      } else {
        const weight = /^%(-?\d+(?:\.\d*)?)%/.exec(entry);
        if (weight) {
          credit = Number(weight[1]);
          entry = entry.slice(weight[0].length);
        }
      }
      let feedback = -1;
      for (let at = 0; at < entry.length; at += 1) {
        if (entry[at] === '\\') at += 1;
        else if (entry[at] === '#') {
          feedback = at;
          break;
        }
      }
      if (feedback !== -1) entry = entry.slice(0, feedback);
      return { text: entry.replace(/\\([\s\S])/g, '$1').trim(), credit };
    });
}

const CLOZE_TEXT = new Set(['SHORTANSWER', 'SA', 'MW', 'SHORTANSWER_C', 'SAC', 'MWC']);
const CLOZE_CHOICE = new Set(['MULTICHOICE', 'MC', 'MULTICHOICE_V', 'MCV', 'MULTICHOICE_H', 'MCH', 'MULTICHOICE_S', 'MCS', 'MULTICHOICE_VS', 'MCVS', 'MULTICHOICE_HS', 'MCHS']);

/** A cloze text: its gaps `{1:SHORTANSWER:=a~b}` become blanks, the rest the template. */
function readCloze(text: string, report: (message: string) => void): { template: string; blanks: Record<string, unknown>[]; unreadable: boolean } {
  let unreadable = false;
  let template = '';
  const blanks: Record<string, unknown>[] = [];
  let at = 0;
  // The } that ends the gaps opened before it: kept, so a run of { is not scanned again for each (quadratic).
  let lastClose = -1;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open === -1) break;
    // A gap ends at the first } not escaped.
    let close = open < lastClose ? lastClose : -1;
    for (let index = open + 1; close === -1 && index < text.length; index += 1) {
      if (text[index] === '\\') index += 1;
      else if (text[index] === '}') close = index;
    }
    if (close === -1) break;
    lastClose = close;
    const gap = close === -1 ? null : /^(\d*):([A-Z_]+):/.exec(text.slice(open + 1, Math.min(close, open + 40)));
    if (close === -1 || !gap) {
      template += text.slice(at, open + 1);
      at = open + 1;
      continue;
    }
    const kind = gap[2] ?? '';
    const answers = splitCloze(text.slice(open + 1 + gap[0].length, close));
    if (CLOZE_TEXT.has(kind)) {
      blanks.push({ accepted: answers.filter((answer) => answer.credit > 0).map((answer) => ({ text: answer.text, credit: Math.round(answer.credit) })), ...(kind.endsWith('C') ? { caseSensitive: true } : {}) });
    } else if (CLOZE_CHOICE.has(kind)) {
      const right = answers.findIndex((answer) => answer.credit === 100);
      if (right === -1) report(`Missing answer: the cloze gap {${gap[0]}…} has no choice marked right with =.`);
      blanks.push({ choices: answers.map((answer) => answer.text), answer: Math.max(0, right) });
    } else {
      report(`Unsupported cloze gap: ${kind} gaps are not supported; gaps can be SHORTANSWER or MULTICHOICE.`);
      unreadable = true;
    }
    template += `${text.slice(at, open)}{{${String(blanks.length)}}}`;
    at = close + 1;
  }
  return { template: template + text.slice(at), blanks, unreadable };
}

/** gapselect and ddwtos: `[[n]]` in the text is a gap whose right choice is option n; its choices are the options of option n's group. */
function readGaps(question: XmlElement, text: string, optionName: string, report: (message: string) => void) {
  const options = childrenOf(question, optionName).map((option) => ({ text: textOf(option), group: valueOf(option, 'group') || '1' }));
  const blanks: BlankInput[] = [];
  const template = text.replace(/\[\[(\d{1,3})\]\]/g, (marker, number: string) => {
    // Past the most blanks a question has, the rest stay as written (the check reports them): each gap scans the options.
    if (blanks.length > TYPE_LIMITS.blanks.max) return marker;
    const option = options[Number(number) - 1];
    if (!option) {
      report(`Malformed gap: ${marker} names choice ${number}, but the question has ${String(options.length)}.`);
      return marker;
    }
    const group = options.filter((candidate) => candidate.group === option.group);
    blanks.push({ choices: group.map((candidate) => candidate.text), answer: group.indexOf(option) });
    return `{{${String(blanks.length)}}}`;
  });
  return { template, blanks };
}

/** A fill-in-the-blanks question's text for the question field: its blanks shown as _____. */
export const blankedText = (template: string) => template.replace(/\{\{\d{1,2}\}\}/g, '_____');

function readQuestion(question: XmlElement, out: Parameters<FormatReader>[1]): void {
  const type = question.attributes.type ?? '';
  const { line } = question;
  const report = (message: string) => out.report(line, message);
  if (type === 'category') return;
  const unsupported = UNSUPPORTED[type];
  if (unsupported !== undefined || !['multichoice', 'truefalse', 'shortanswer', 'numerical', 'matching', 'ordering', 'gapselect', 'ddwtos', 'multianswer'].includes(type)) {
    report(`Unsupported question: Moodle ${unsupported ?? (type || 'untyped')} questions are not supported.`);
    return;
  }
  const picture = pictureLine(question);
  if (picture !== null) {
    out.report(picture, 'Unsupported image: images in Moodle XML are not imported; take them out of the file, then add them in the editor after the import.');
  }
  const tags: DraftTag[] = childrenOf(childOf(question, 'tags'), 'tag').map((tag) => ({ text: textOf(tag), line: tag.line }));
  const text = textOf(childOf(question, 'questiontext'));
  const base = { line, question: text, explanation: textOf(childOf(question, 'generalfeedback')), tags, options: [] as DraftOption[], answers: [] as number[] };
  const answers = childrenOf(question, 'answer');
  const ours = childOf(question, 'qm_settings');
  const settings: Settings = readSettings(ours ? ours.text.split(/[;\s]+/) : []);
  for (const token of settings.unknown) report(`Unknown setting "${token}" in <qm_settings>.`);
  const typed = (fields: Record<string, unknown> & { type: string }, question = text, unreadable = false) =>
    out.question({ ...base, question, typed: fields, ...(unreadable ? { unreadable } : {}) });

  switch (type) {
    case 'multichoice': {
      const options = answers.map((answer, index) => ({ text: textOf(answer), line: answer.line, label: `answer ${String(index + 1)}` }));
      const single = isTrue(valueOf(question, 'single') || 'true');
      // One choice: the answers with the highest fraction are right (partial credit for the others is lost); several: every positive one.
      const best = Math.max(0, ...answers.map(fraction));
      const right = answers.flatMap((answer, index) => (fraction(answer) > 0 && (!single || fraction(answer) === best) ? [index + 1] : []));
      if (right.length === 0) report('Missing answer: no answer has a positive fraction.');
      out.question({ ...base, options, answers: right, type: single ? 'single' : 'multiple' });
      return;
    }
    case 'truefalse': {
      const right = answers.find((answer) => fraction(answer) === 100);
      const word = textOf(right).toLowerCase();
      if (word !== 'true' && word !== 'false') report('Missing answer: neither true nor false has the fraction 100.');
      const options = TRUE_FALSE_OPTIONS.map((option) => ({ text: option.option, line, label: `option ${String(option.id)}` }));
      out.question({ ...base, type: 'true-false', options, answers: [word === 'false' ? 2 : 1] });
      return;
    }
    case 'shortanswer': {
      const accepted = answers
        .filter((answer) => fraction(answer) > 0)
        .map((answer) => ({ text: shortAnswerText(answer, report), credit: Math.round(fraction(answer)) }));
      const caseSensitive = isTrue(valueOf(question, 'usecase'));
      typed({ type: 'short-answer', accepted, ...textRules({ ...settings, caseSensitive: caseSensitive || settings.caseSensitive }) });
      return;
    }
    case 'numerical': {
      const right = answers.find((answer) => fraction(answer) === 100 && textOf(answer) !== '*');
      const value = parseNumber(textOf(right));
      if (value === null) {
        report(right ? `Bad value "${textOf(right)}": not a number.` : 'Missing answer: no numerical answer has the fraction 100.');
        return;
      }
      const tolerance = parseNumber(valueOf(right, 'tolerance') || '0');
      if (tolerance === null) report(`Bad tolerance "${valueOf(right, 'tolerance')}": not a number.`);
      const relative = parseNumber(valueOf(right, 'qm_relative_tolerance'));
      if (!ours) {
        // A file from Moodle: its units (Moodle's multiplier is how many of the unit make the base unit), the base unit as the hint.
        const units = childrenOf(childOf(question, 'units'), 'unit').flatMap((unit) => {
          const multiplier = parseNumber(valueOf(unit, 'multiplier') || '1');
          return multiplier ? [{ unit: valueOf(unit, 'unit_name'), multiplier: 1 / multiplier }] : [];
        });
        settings.units = units;
        settings.unitHint = units.find((unit) => unit.multiplier === 1)?.unit;
        settings.unitRequired = units.length > 0 && valueOf(question, 'unitgradingtype') !== '' && valueOf(question, 'unitgradingtype') !== '0';
      }
      typed({ type: 'numeric', value, ...numericSettings(settings), tolerance: settings.relative && relative !== null ? relative : Math.abs(tolerance ?? 0) });
      return;
    }
    case 'matching': {
      const pairs: { prompt: string; answer: string }[] = [];
      const distractors: string[] = [];
      for (const sub of childrenOf(question, 'subquestion')) {
        const prompt = textOf(sub);
        // The answer of a subquestion is plain text in Moodle.
        const answer = valueOf(childOf(sub, 'answer'), 'text');
        if (prompt === '') distractors.push(answer);
        else pairs.push({ prompt, answer });
      }
      typed({ type: 'matching', pairs, distractors });
      return;
    }
    case 'ordering': {
      const ranked = answers.map((answer, index) => ({ text: textOf(answer), rank: parseNumber(answer.attributes.fraction ?? '') ?? index }));
      typed({ type: 'ordering', items: [...ranked].sort((a, b) => a.rank - b.rank).map((item) => item.text) });
      return;
    }
    case 'gapselect':
    case 'ddwtos': {
      const { template, blanks } = readGaps(question, text, type === 'gapselect' ? 'selectoption' : 'dragbox', report);
      typed({ type: 'fill-blanks', text: template, blanks }, ours ? textOf(childOf(question, 'qm_question')) : blankedText(template));
      return;
    }
    case 'multianswer': {
      const { template, blanks, unreadable } = readCloze(text, report);
      const withRules = blanks.map((blank, index) => {
        const rules = settings.blankRules.get(index + 1);
        return 'accepted' in blank && rules ? { ...blank, ...textRules({ ...rules, caseSensitive: rules.caseSensitive || blank.caseSensitive === true }) } : blank;
      });
      typed({ type: 'fill-blanks', text: template, blanks: withRules }, ours ? textOf(childOf(question, 'qm_question')) : blankedText(template), unreadable);
      return;
    }
  }
}

export const readMoodleXml: FormatReader = (text, out) => {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (error) {
    if (error instanceof XmlError) {
      out.report(error.line, error.message);
      return;
    }
    throw error;
  }
  if (root.name !== 'quiz') {
    out.report(root.line, `Not Moodle XML: the root element is <${root.name}>, Moodle's is <quiz>.`);
    return;
  }
  for (const child of root.children) {
    if (child.name === 'question') readQuestion(child, out);
  }
};

// Writing.

const plain = (name: string, text: string, indent = '    ') => `${indent}<${name} format="plain_text">\n${indent}  <text>${escapeXml(text)}</text>\n${indent}</${name}>`;
const element = (name: string, text: string, indent = '    ') => `${indent}<${name}>${escapeXml(text)}</${name}>`;
const answer = (fractionValue: number | string, text: string, extra: string[] = []) =>
  [`    <answer fraction="${String(fractionValue)}" format="plain_text">`, `      <text>${escapeXml(text)}</text>`, ...extra, '    </answer>'].join('\n');

/** Moodle's name of a question: its first line, cut short. */
const nameOf = (question: AnyPortableQuestion) => (question.question.split('\n')[0] ?? '').slice(0, 60);

/** A cloze answer's text: the characters cloze reads escaped. */
const clozeText = (text: string) => text.replace(/[\\{}~#=%/"]/g, (char) => `\\${char}`);

function cloze(typed: Extract<TypedQuestionFields, { type: 'fill-blanks' }>): string {
  return typed.text.replace(/\{\{(\d{1,2})\}\}/g, (_marker, number: string) => {
    const blank = typed.blanks[Number(number) - 1];
    if (!blank) return '';
    if ('accepted' in blank) {
      const answers = blank.accepted.map((accepted) => `${accepted.credit === 100 ? '=' : `%${String(accepted.credit)}%`}${clozeText(accepted.text)}`);
      return `{1:${blank.caseSensitive ? 'SHORTANSWER_C' : 'SHORTANSWER'}:${answers.join('~')}}`;
    }
    const choices = blank.choices.map((choice, index) => `${index === blank.answer ? '=' : ''}${clozeText(choice)}`);
    return `{1:MULTICHOICE:${choices.join('~')}}`;
  });
}

function questionXml(question: AnyPortableQuestion): string | { problem: string } {
  const head = (type: string) => [`  <question type="${type}">`, '    <name>', `      <text>${escapeXml(nameOf(question))}</text>`, '    </name>'];
  const tail = [
    plain('generalfeedback', question.explanation),
    ...(question.tags.length > 0 ? ['    <tags>', ...question.tags.map((tag) => `      <tag><text>${escapeXml(tag)}</text></tag>`), '    </tags>'] : []),
    '  </question>',
  ];
  const text = plain('questiontext', question.question);
  if (!isTypedPortable(question)) return choiceXml(question, head, text, tail);
  const { typed } = question;
  const settings = settingsTokens(typed);
  const ours = (tokens: string[]) => [element('qm_settings', tokens.join(' '))];
  switch (typed.type) {
    case 'short-answer':
      return [
        ...head('shortanswer'),
        text,
        element('usecase', typed.caseSensitive ? '1' : '0'),
        ...typed.accepted.map((accepted) => answer(accepted.credit, accepted.text.replaceAll('*', '\\*'))),
        ...ours(settings),
        ...tail,
      ].join('\n');
    case 'numeric': {
      const absolute = typed.toleranceKind === 'relative' ? Math.abs(typed.value) * typed.tolerance : typed.tolerance;
      const units = typed.units ?? [];
      return [
        ...head('numerical'),
        text,
        answer(100, String(typed.value), [
          element('tolerance', String(absolute), '      '),
          ...(typed.toleranceKind === 'relative' ? [element('qm_relative_tolerance', String(typed.tolerance), '      ')] : []),
        ]),
        ...(units.length > 0
          ? ['    <units>', ...units.map((unit) => `      <unit><multiplier>${String(1 / unit.multiplier)}</multiplier><unit_name>${escapeXml(unit.unit)}</unit_name></unit>`), '    </units>']
          : []),
        element('unitgradingtype', typed.unitRequired ? '1' : '0'),
        element('unitpenalty', typed.unitRequired ? '1' : '0'),
        element('showunits', units.length > 0 ? '0' : '3'),
        ...ours(settings),
        ...tail,
      ].join('\n');
    }
    case 'ordering':
      return [...head('ordering'), text, ...typed.items.map((item, index) => answer(index + 1, item)), ...tail].join('\n');
    case 'matching':
      return [
        ...head('matching'),
        text,
        ...[...typed.pairs, ...typed.distractors.map((distractor) => ({ prompt: '', answer: distractor }))].map((pair) =>
          [`    <subquestion format="plain_text">`, `      <text>${escapeXml(pair.prompt)}</text>`, `      <answer><text>${escapeXml(pair.answer)}</text></answer>`, '    </subquestion>'].join('\n'),
        ),
        ...tail,
      ].join('\n');
    case 'fill-blanks': {
      const texts = typed.blanks.flatMap((blank) => ('accepted' in blank ? blank.accepted.map((accepted) => accepted.text) : blank.choices));
      if (texts.some((text) => text.includes('\n'))) return { problem: 'Moodle cloze gaps hold one-line answers and choices.' };
      const body = cloze(typed);
      const blankTokens = typed.blanks.flatMap((blank, index) =>
        'accepted' in blank && blank.accentSensitive ? [`blank-${String(index + 1)}-accent-sensitive`] : [],
      );
      return [...head('multianswer'), plain('questiontext', body), plain('qm_question', question.question), ...ours(blankTokens), ...tail].join('\n');
    }
  }
}

function choiceXml(question: PortableQuestion, head: (type: string) => string[], text: string, tail: string[]): string {
  if (question.type === 'true-false') {
    const right = question.answers[0] === 1 ? 'true' : 'false';
    return [...head('truefalse'), text, answer(right === 'true' ? 100 : 0, 'true'), answer(right === 'false' ? 100 : 0, 'false'), ...tail].join('\n');
  }
  const single = question.type === 'single' || (question.type === undefined && question.answers.length === 1);
  const share = 100 / Math.max(1, question.answers.length);
  return [
    ...head('multichoice'),
    text,
    element('single', single ? 'true' : 'false'),
    element('shuffleanswers', 'true'),
    element('answernumbering', 'abc'),
    ...question.options.map((option, index) => answer(question.answers.includes(index + 1) ? Number(share.toFixed(5)) : single ? 0 : -100, option)),
    ...tail,
  ].join('\n');
}

/** Writes every type as Moodle XML; fill-in-the-blanks questions as cloze (multianswer). */
export function writeMoodleXml(questions: readonly AnyPortableQuestion[]): { text: string; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const blocks: string[] = [];
  questions.forEach((question, index) => {
    const written = questionXml(question);
    if (typeof written === 'string') blocks.push(written);
    else problems.push({ line: 0, message: `Question ${String(index + 1)}: ${written.problem}` });
  });
  return { text: ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>', ...blocks, '</quiz>', ''].join('\n'), problems };
}
