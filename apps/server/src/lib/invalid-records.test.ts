import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CheckedRecordMemo, checkStoredRecord } from './invalid-records.ts';

const schema = z.strictObject({
  id: z.string(),
  name: z.string().trim(),
  tags: z.array(z.string()),
});
type Checked = z.infer<typeof schema>;
const where = { entity: 'thing', eventId: 'e1', id: 't1' };

function deps() {
  return { log: { warn: vi.fn() }, reporter: { capture: vi.fn() } } as never as Parameters<
    typeof checkStoredRecord
  >[0] & { log: { warn: ReturnType<typeof vi.fn> } };
}

/** Checks `record` against the test schema through `memo`, as the record `where` names. */
const checkWith =
  (memo: CheckedRecordMemo<Checked>, d = deps()) =>
  (record: unknown) =>
    checkStoredRecord(d, schema, record, where, memo);

describe('CheckedRecordMemo', () => {
  it('answers a record equal to one checked before without checking it again', () => {
    const memo = new CheckedRecordMemo<Checked>(10);
    const parse = vi.spyOn(schema, 'safeParse');
    const first = checkWith(memo)({ id: 't1', name: ' Ada ', tags: ['a'] });
    const again = checkWith(memo)({ id: 't1', name: ' Ada ', tags: ['a'] });
    expect(first).toEqual({ id: 't1', name: 'Ada', tags: ['a'] });
    expect(again).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('checks a record again when anything in it differs, and never keeps a failing one', () => {
    const memo = new CheckedRecordMemo<Checked>(10);
    const d = deps();
    const check = checkWith(memo, d);
    check({ id: 't1', name: 'Ada', tags: ['a'] });
    const changed = check({ id: 't1', name: 'Ada', tags: ['a', 'b'] });
    expect(changed).toEqual({ id: 't1', name: 'Ada', tags: ['a', 'b'] });
    const broken = { id: 't1', name: 'Ada', tags: ['a'], extra: true };
    expect(check(broken)).toBeNull();
    expect(check(broken)).toBeNull();
    // Reported each time it is read, as without a memo.
    expect(d.log.warn).toHaveBeenCalledTimes(2);
  });

  it('freezes what it keeps, and forgets the least recently read beyond its size', () => {
    const memo = new CheckedRecordMemo<Checked>(2);
    const read = (id: string) =>
      checkStoredRecord(deps(), schema, { id, name: id, tags: [] }, { ...where, id }, memo);
    const a = read('a');
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(a?.tags)).toBe(true);
    read('b');
    expect(read('a')).toBe(a);
    read('c');
    // b was read least recently: gone; a is still known.
    expect(memo.get('e1/b', { id: 'b', name: 'b', tags: [] })).toBeUndefined();
    expect(memo.get('e1/a', { id: 'a', name: 'a', tags: [] })).toBe(a);
  });
});
