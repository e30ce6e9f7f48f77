import { collectionWords } from '@showdesk/domain/common/collection-words';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/harness.ts';
import { listOperations } from './openapi-operations.ts';

describe('collection words', () => {
  const t = useTestApp('pglite');

  it('holds every word the API reads beside a record id in the same place', async () => {
    const operations = (await listOperations(t)).filter((op) => op.method === 'GET');
    const byParent = new Map<string, string[]>();
    for (const { path } of operations) {
      const cut = path.lastIndexOf('/');
      const parent = path.slice(0, cut);
      byParent.set(parent, [...(byParent.get(parent) ?? []), path.slice(cut + 1)]);
    }
    const besideIds = [...byParent.values()]
      .filter((last) => last.some((segment) => segment.startsWith('{')))
      .flatMap((last) => last.filter((segment) => !segment.startsWith('{')));
    expect(besideIds.length).toBeGreaterThan(5);
    expect([...new Set(besideIds)].sort()).toEqual([...collectionWords].sort());
  });
});
