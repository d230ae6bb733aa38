import { describe, expect, it } from 'vitest';
import { FormParseError, field, parseForm } from './form';

describe('parseForm (Stripe form encoding)', () => {
  it('nests bracketed keys into objects and arrays', () => {
    const body =
      'amount=10700&currency=usd&metadata[uid]=u1&metadata[email]=a%40b.c&payment_method_types[0]=card' +
      '&payment_method_data[card][number]=4242+4242+4242+4242&payment_method_data[billing_details][name]=Ada%20L&expand[0]=latest_charge';
    expect(parseForm(body)).toEqual({
      amount: '10700',
      currency: 'usd',
      metadata: { uid: 'u1', email: 'a@b.c' },
      payment_method_types: ['card'],
      payment_method_data: { card: { number: '4242 4242 4242 4242' }, billing_details: { name: 'Ada L' } },
      expand: ['latest_charge'],
    });
  });

  it('reads %-encoded brackets (URLSearchParams), `[]` appends and index gaps', () => {
    expect(parseForm(new URLSearchParams({ 'metadata[a]': 'x', 'expand[]': 'y' }).toString())).toEqual({ metadata: { a: 'x' }, expand: ['y'] });
    expect(parseForm('expand[]=a&expand[]=b')).toEqual({ expand: ['a', 'b'] });
    expect(parseForm('list[2]=c&list[0]=a')).toEqual({ list: ['a', 'c'] });
    expect(parseForm('items[0][price]=p1&items[1][price]=p2')).toEqual({ items: [{ price: 'p1' }, { price: 'p2' }] });
  });

  it('keeps empty values (Stripe\'s "unset") and keys without "="', () => {
    expect(parseForm('metadata=&description&&')).toEqual({ metadata: '', description: '' });
  });

  it('refuses conflicting shapes, malformed names and bad escapes', () => {
    expect(() => parseForm('metadata=x&metadata[a]=b')).toThrow(FormParseError);
    expect(() => parseForm('metadata[a]=b&metadata=x')).toThrow(FormParseError);
    expect(() => parseForm('a[b=1')).toThrow(FormParseError);
    expect(() => parseForm('a=%E0%A4%A')).toThrow(FormParseError);
    expect(() => parseForm(`a${'[x]'.repeat(10)}=1`)).toThrow(/nested too deeply/);
  });

  it('cannot reach Object.prototype', () => {
    const parsed = parseForm('__proto__[polluted]=yes&constructor[prototype][polluted]=yes');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(field(parsed, '__proto__')).toEqual({ polluted: 'yes' });
    expect(field(parseForm('a=1'), 'toString')).toBeUndefined();
  });
});
