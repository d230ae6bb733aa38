/**
 * Typed reads of parsed form parameters, failing with Stripe's own 400 messages and `param`
 * names (nested ones written the way Stripe reports them: `payment_method_data[card][number]`).
 */
import { invalidParam, missingParam } from './errors';
import { field, type FormObject, type FormValue } from './form';

const describe = (value: FormValue) => (typeof value === 'string' ? value : JSON.stringify(value));

export class Params {
  constructor(
    readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return field(this.values, key) !== undefined;
  }

  /** A string; an empty one counts as absent unless `required`, where Stripe refuses it. */
  string(key: string, options: { required: true }): string;
  string(key: string, options?: { required?: boolean }): string | undefined;
  string(key: string, options: { required?: boolean } = {}): string | undefined {
    const value = field(this.values, key);
    if (value === undefined) {
      if (options.required) throw missingParam(this.name(key));
      return undefined;
    }
    if (typeof value !== 'string') throw invalidParam(this.name(key), `Invalid string: ${describe(value)}`);
    if (value === '') {
      if (!options.required) return undefined;
      throw invalidParam(
        this.name(key),
        `You passed an empty string for '${this.name(key)}'. We assume empty values are an attempt to unset a parameter; however '${this.name(key)}' cannot be unset. You should remove '${this.name(key)}' from your request or supply a non-empty value.`,
        'parameter_invalid_empty',
      );
    }
    return value;
  }

  integer(key: string, options: { required: true }): number;
  integer(key: string, options?: { required?: boolean }): number | undefined;
  integer(key: string, options: { required?: boolean } = {}): number | undefined {
    const text = this.string(key, options);
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(value)) {
      throw invalidParam(this.name(key), `Invalid integer: ${text}`, 'parameter_invalid_integer');
    }
    return value;
  }

  boolean(key: string): boolean | undefined {
    const text = this.string(key);
    if (text === undefined) return undefined;
    if (text !== 'true' && text !== 'false') throw invalidParam(this.name(key), `Invalid boolean: ${text}`);
    return text === 'true';
  }

  /** One of a fixed set of strings. */
  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const text = this.string(key);
    if (text === undefined) return undefined;
    const match = allowed.find((candidate) => candidate === text);
    if (match === undefined) {
      throw invalidParam(this.name(key), `Invalid ${this.name(key)}: must be one of ${allowed.join(', ')}`);
    }
    return match;
  }

  stringArray(key: string): string[] | undefined {
    const value = field(this.values, key);
    if (value === undefined || value === '') return undefined;
    if (!Array.isArray(value)) throw invalidParam(this.name(key), `Invalid array`);
    return value.map((item, index) => {
      if (typeof item !== 'string') throw invalidParam(`${this.name(key)}[${String(index)}]`, `Invalid string: ${describe(item)}`);
      return item;
    });
  }

  /** A nested object, read through its own Params; `''` (Stripe's "unset") counts as absent. */
  object(key: string): Params | undefined {
    const value = field(this.values, key);
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string' || Array.isArray(value)) throw invalidParam(this.name(key), 'Invalid object');
    return new Params(value, this.name(key));
  }

  /** Stripe's metadata rules: at most 50 keys, keys up to 40 characters, values up to 500. */
  metadata(key = 'metadata'): Record<string, string> | undefined {
    const value = field(this.values, key);
    if (value === undefined) return undefined;
    if (value === '') return {};
    if (typeof value === 'string') throw invalidParam(this.name(key), 'Invalid object');
    // `metadata[0]=x` parses as an array; for metadata the indexes are just key names.
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    if (entries.length > 50) throw invalidParam(this.name(key), 'You can only specify up to 50 metadata keys.');
    const result: Record<string, string> = {};
    for (const [name, item] of entries) {
      if (typeof item !== 'string') throw invalidParam(`${this.name(key)}[${name}]`, `Invalid string: ${describe(item)}`);
      if (name.length > 40) throw invalidParam(`${this.name(key)}[${name}]`, 'Metadata keys can have up to 40 characters.');
      if (item.length > 500) throw invalidParam(`${this.name(key)}[${name}]`, 'Metadata values can have up to 500 characters.');
      // An empty value unsets the key, as in Stripe.
      if (item !== '') Object.defineProperty(result, name, { value: item, enumerable: true, writable: true, configurable: true });
    }
    return result;
  }

  /** `expand[]`: the fields to replace by their objects. */
  expand(): string[] {
    return this.stringArray('expand') ?? [];
  }
}
