import type { BlankInput, TypedQuestionFields } from './input';
import type { BlankContent, BlankKey, TypedContent, TypedItem, TypedKey } from './model';

/** A source of randomness in [0, 1): Math.random, or a seeded one in tests. */
export type Random = () => number;

/** 1…n in a random order (Fisher–Yates). */
function shuffledIds(count: number, random: Random): number[] {
  const ids = Array.from({ length: count }, (_unused, index) => index + 1);
  for (let index = ids.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [ids[index], ids[other]] = [ids[other] ?? 0, ids[index] ?? 0];
  }
  return ids;
}

/** The texts with ids at random, stored in id order (so neither the ids nor the order tell the answer). */
function withRandomIds(texts: readonly string[], random: Random): { items: TypedItem[]; idOf: number[] } {
  const idOf = shuffledIds(texts.length, random);
  const items = texts.map((text, index) => ({ id: idOf[index] ?? 0, text })).sort((a, b) => a.id - b.id);
  return { items, idOf };
}

/** The stored content and key of a typed question, from what the author wrote (ADR 0035). */
export function buildTypedQuestion(input: TypedQuestionFields, random: Random = Math.random): { content: TypedContent; key: TypedKey } {
  switch (input.type) {
    case 'short-answer':
      return {
        content: { type: 'short-answer' },
        key: { type: 'short-answer', accepted: input.accepted, ...rulesOf(input) },
      };
    case 'numeric':
      return {
        content: { type: 'numeric', ...(input.unitHint ? { unitHint: input.unitHint } : {}) },
        key: {
          type: 'numeric',
          value: input.value,
          tolerance: input.tolerance,
          toleranceKind: input.toleranceKind,
          ...(input.units?.length ? { units: input.units } : {}),
          ...(input.unitRequired !== undefined ? { unitRequired: input.unitRequired } : {}),
        },
      };
    case 'ordering': {
      const { items, idOf } = withRandomIds(input.items, random);
      return { content: { type: 'ordering', items }, key: { type: 'ordering', order: idOf } };
    }
    case 'matching': {
      // Prompts keep the author's order (their ids are random, so neither tells a pairing);
      // answers are stored in id order, and the author's order is kept in the server-only key.
      const prompts = withRandomIds(
        input.pairs.map((pair) => pair.prompt),
        random,
      );
      const promptItems = input.pairs.map((pair, index) => ({ id: prompts.idOf[index] ?? 0, text: pair.prompt }));
      const answers = withRandomIds([...input.pairs.map((pair) => pair.answer), ...input.distractors], random);
      const pairs = Object.fromEntries(input.pairs.map((_pair, index) => [String(prompts.idOf[index]), answers.idOf[index] ?? 0]));
      return {
        content: { type: 'matching', prompts: promptItems, answers: answers.items },
        key: { type: 'matching', pairs, authorOrder: answers.idOf },
      };
    }
    case 'fill-blanks': {
      const blanks: BlankContent[] = [];
      const keys: Record<string, BlankKey> = {};
      input.blanks.forEach((blank, index) => {
        const id = index + 1;
        if ('choices' in blank) {
          const { items, idOf } = withRandomIds(blank.choices, random);
          blanks.push({ id, kind: 'choice', choices: items });
          keys[String(id)] = { kind: 'choice', choiceId: idOf[blank.answer] ?? 0, authorOrder: idOf };
        } else {
          blanks.push({ id, kind: 'text' });
          keys[String(id)] = { kind: 'text', accepted: blank.accepted, ...rulesOf(blank) };
        }
      });
      return { content: { type: 'fill-blanks', text: input.text, blanks }, key: { type: 'fill-blanks', blanks: keys } };
    }
  }
}

function rulesOf(input: { caseSensitive?: boolean | undefined; accentSensitive?: boolean | undefined }) {
  return {
    ...(input.caseSensitive !== undefined ? { caseSensitive: input.caseSensitive } : {}),
    ...(input.accentSensitive !== undefined ? { accentSensitive: input.accentSensitive } : {}),
  };
}

const textById = (items: readonly TypedItem[]) => new Map(items.map((item) => [item.id, item.text]));

/** Items in the order the author wrote them (the key's `authorOrder`), or as stored when it is absent or does not fit. */
function inAuthorOrder(items: readonly TypedItem[], authorOrder: readonly number[] | undefined): TypedItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = (authorOrder ?? []).flatMap((id) => byId.get(id) ?? []);
  return ordered.length === items.length ? ordered : [...items];
}

/**
 * What the author wrote, from the stored content and key: the editor's form and the export
 * formats start from it. Returns null when the two do not belong together.
 */
export function typedInputOf(content: TypedContent, key: TypedKey): TypedQuestionFields | null {
  if (content.type === 'short-answer' && key.type === 'short-answer') return { type: 'short-answer', accepted: key.accepted, ...rulesOf(key) };
  if (content.type === 'numeric' && key.type === 'numeric') {
    return {
      type: 'numeric',
      value: key.value,
      tolerance: key.tolerance,
      toleranceKind: key.toleranceKind,
      ...(key.units ? { units: key.units } : {}),
      ...(key.unitRequired !== undefined ? { unitRequired: key.unitRequired } : {}),
      ...(content.unitHint ? { unitHint: content.unitHint } : {}),
    };
  }
  if (content.type === 'ordering' && key.type === 'ordering') {
    const texts = textById(content.items);
    return { type: 'ordering', items: key.order.map((id) => texts.get(id) ?? '') };
  }
  if (content.type === 'matching' && key.type === 'matching') {
    const answers = textById(content.answers);
    const pairs = content.prompts.map((prompt) => ({ prompt: prompt.text, answer: answers.get(key.pairs[String(prompt.id)] ?? 0) ?? '' }));
    if (pairs.some((pair) => pair.answer === '')) return null;
    const paired = new Set(Object.values(key.pairs));
    const distractors = inAuthorOrder(content.answers, key.authorOrder).filter((answer) => !paired.has(answer.id));
    return { type: 'matching', pairs, distractors: distractors.map((answer) => answer.text) };
  }
  if (content.type === 'fill-blanks' && key.type === 'fill-blanks') {
    const blanks: BlankInput[] = [];
    for (const blank of content.blanks) {
      const blankKey = key.blanks[String(blank.id)];
      if (blank.kind === 'choice' && blankKey?.kind === 'choice') {
        const choices = inAuthorOrder(blank.choices, blankKey.authorOrder);
        const answer = choices.findIndex((choice) => choice.id === blankKey.choiceId);
        if (answer < 0) return null;
        blanks.push({ choices: choices.map((choice) => choice.text), answer });
      } else if (blank.kind === 'text' && blankKey?.kind === 'text') {
        blanks.push({ accepted: blankKey.accepted, ...rulesOf(blankKey) });
      } else return null;
    }
    return { type: 'fill-blanks', text: content.text, blanks };
  }
  return null;
}
