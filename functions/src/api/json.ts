import type { ApiRecord } from '@quizmaster/shared/api/route';

/** A stored model as the API answers it: `_id` first (as the spec's records have), dates as ISO text. */
export function toJson<Model extends object>(id: string, model: Model): ApiRecord<Model> {
  const json: Record<string, unknown> = { _id: id };
  for (const [key, value] of Object.entries(model)) {
    json[key] = value instanceof Date ? value.toISOString() : value;
  }
  return json as ApiRecord<Model>;
}
