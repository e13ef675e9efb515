import { describe, expect, it } from 'vitest';
import { keptQuery } from './query-key';

const LIST = ['filters', 'sort', 'fields', 'pagination'];

describe('the query a cached read is keyed by', () => {
  it.each([
    ['nothing', '', ''],
    ['unknown parameters only', 'k=1&p=xxxxxxxx&utm_source=mail', ''],
    ['unknown parameters dropped, read ones kept', 'k=1&sort=title:asc&p=2', 'sort=title%3Aasc'],
    ['grouped by name', 'sort=a&filters[x]=1&fields[0]=t', 'fields[0]=t&filters[x]=1&sort=a'],
    ['the pairs of one name keep their order', 'sort=b&k=0&sort=a', 'sort=b&sort=a'],
    ['one encoding for the same text', 'filters%5Bname%5D=%D8%B9+b', 'filters[name]=%D8%B9%20b'],
    ['a bare name stays apart from an empty value', 'sort&fields=', 'fields=&sort'],
    ['empty pairs and names are dropped', '&&=x&sort=a&', 'sort=a'],
    ['a name that only starts like a read one is not read', 'sorted=1&filtersx=2', ''],
  ])('%s', (_name, query, key) => {
    expect(keptQuery(query, LIST)).toBe(key);
  });

  it('the same parameters in another order or encoding are one key', () => {
    const a = keptQuery('pagination[page]=2&filters[code][$eq]=GUC&x=1', LIST);
    const b = keptQuery('filters%5Bcode%5D%5B%24eq%5D=GUC&y=2&pagination%5Bpage%5D=2', LIST);
    expect(a).toBe(b);
  });

  it('a broken %-escape is not keyed', () => {
    expect(keptQuery('filters[x]=%E0%A4%A', LIST)).toBeNull();
    expect(keptQuery('q=%', ['q'])).toBeNull();
  });
});
