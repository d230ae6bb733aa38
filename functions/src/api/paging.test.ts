import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { nextPageHeaders, pageQuery } from './paging';

describe('pageQuery', () => {
  it('defaults to one API page and passes a cursor through', () => {
    expect(pageQuery.parse({})).toEqual({ limit: PAGE_SIZES.apiDefault });
    expect(pageQuery.parse({ limit: '1', cursor: 'abc' })).toEqual({ limit: 1, cursor: 'abc' });
    expect(pageQuery.parse({ limit: String(PAGE_SIZES.apiMax) })).toEqual({ limit: PAGE_SIZES.apiMax });
  });

  it.each([['0'], [String(PAGE_SIZES.apiMax + 1)], ['abc'], ['2.5'], [''], ['-1'], ['1e2'], [' 5'], [['5', '6']], ['9'.repeat(30)]])(
    'refuses limit=%j, naming limit',
    (limit) => {
      const result = pageQuery.safeParse({ limit });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['limit']);
    },
  );
});

describe('nextPageHeaders', () => {
  it('gives the cursor and a link to the same list with it', () => {
    expect(nextPageHeaders('/api/v1/user?limit=10&cursor=old', 'new_1')).toEqual({
      'X-Next-Cursor': 'new_1',
      Link: '</api/v1/user?limit=10&cursor=new_1>; rel="next"',
    });
    expect(nextPageHeaders('/api/v1/singlePaymentByEmail/a%40b.test', 'c')).toEqual({
      'X-Next-Cursor': 'c',
      Link: '</api/v1/singlePaymentByEmail/a%40b.test?cursor=c>; rel="next"',
    });
  });

  it('gives nothing on the last page', () => {
    expect(nextPageHeaders('/api/v1/user', null)).toEqual({});
  });
});
