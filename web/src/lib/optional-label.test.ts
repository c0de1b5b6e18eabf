import { describe, expect, it } from 'vitest';
import { needsOptionalMark } from './optional-label.ts';

describe('the optional marker', () => {
  it('is added to a label that does not say it, and not to one that already does, in every language', () => {
    expect(needsOptionalMark('Izoh', '(ixtiyoriy)')).toBe(true);
    expect(needsOptionalMark('Kunlik chegara (har bir usta uchun, ixtiyoriy)', '(ixtiyoriy)')).toBe(false);
    expect(needsOptionalMark('Кунлик чегара (ҳар бир уста учун, ихтиёрий)', '(ихтиёрий)')).toBe(false);
    expect(needsOptionalMark('Лимит в день (на каждого мастера, необязательно)', '(необязательно)')).toBe(false);
    expect(needsOptionalMark('Комментарий', '(необязательно)')).toBe(true);
  });
});
