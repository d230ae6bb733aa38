import { describe, expect, it } from 'vitest';
import { addedTargets, deliveredByTarget, webChannelFrames } from './firestore-traffic';

const frame = (value: unknown) => {
  const json = JSON.stringify(value);
  return `${String(json.length)}\n${json}`;
};

describe('reading the Firestore WebChannel', () => {
  it('splits a streamed body into frames and leaves a partial last frame out', () => {
    const body = frame([[0, ['c', 'session']]]) + frame([[1, [{ targetChange: {} }]]]) + '120\n[[2,[{"documentCh';
    expect(webChannelFrames(body)).toEqual([[[0, ['c', 'session']]], [[1, [{ targetChange: {} }]]]]);
  });

  it('counts the documents each listen target received', () => {
    const change = (name: string, targetIds: number[]) => ({ documentChange: { document: { name }, targetIds } });
    const frames = webChannelFrames(
      frame([[1, [{ targetChange: { targetChangeType: 'ADD', targetIds: [2, 4] } }]], [2, [change('users/u1', [2])]]]) +
        frame([[3, [change('quizzes/a', [4])]], [4, [change('quizzes/b', [4])]]]),
    );
    expect(Object.fromEntries(deliveredByTarget(frames))).toEqual({ 2: 1, 4: 2 });
  });

  it('reads the targets a Listen/channel POST adds: documents by id or a query', () => {
    const database = 'projects/p/databases/(default)';
    const form = new URLSearchParams({
      count: '2',
      ofs: '0',
      req0___data__: JSON.stringify({ database, addTarget: { documents: { documents: [`${database}/documents/users/u1`] }, targetId: 2 } }),
      req1___data__: JSON.stringify({
        database,
        addTarget: { query: { parent: `${database}/documents`, structuredQuery: { from: [{ collectionId: 'quizzes' }] } }, targetId: 4 },
      }),
    }).toString();
    expect(addedTargets(form)).toEqual([
      { targetId: 2, kind: 'documents', label: 'users/u1', documents: 1 },
      { targetId: 4, kind: 'query', label: 'quizzes', documents: 0 },
    ]);
  });
});
