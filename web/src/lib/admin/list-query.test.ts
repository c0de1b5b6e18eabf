import { describe, expect, it } from 'vitest';
import { nextSort, pageCount, shownRange, sortDirection } from './list-query.ts';

describe('server-paged tables', () => {
  it('sorts a column ascending first, then descending, then ascending again', () => {
    expect(nextSort('-createdAt', 'email')).toBe('email');
    expect(nextSort('email', 'email')).toBe('-email');
    expect(nextSort('-email', 'email')).toBe('email');
  });

  it('tells which way a column is sorted, and none for the others', () => {
    expect(sortDirection('email', 'email')).toBe('ascending');
    expect(sortDirection('-email', 'email')).toBe('descending');
    expect(sortDirection('-createdAt', 'email')).toBeNull();
    expect(sortDirection(undefined, 'email')).toBeNull();
  });

  it('counts pages (at least one) and the rows shown on a page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(10_001, 20)).toBe(501);
    expect(shownRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
    expect(shownRange(2, 20, 45)).toEqual({ from: 21, to: 40 });
    expect(shownRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
  });
});
