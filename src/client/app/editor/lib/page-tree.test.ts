import { expect, it } from 'vitest';
import type { Page } from '@shared/schemas/page';
import { pageTree } from './page-tree';

const page = (id: number, parentPageId: number | null) => ({ id, title: `P${id}`, parentPageId }) as Page;

it('puts subpages under their parents and keeps every page, even with a missing parent or a loop', () => {
  const tree = pageTree([page(1, null), page(2, 1), page(3, 99), page(4, 5), page(5, 4), page(6, 2)]);
  expect(tree.map(({ page: { id }, depth }) => [id, depth])).toEqual([
    [1, 0],
    [2, 1],
    [6, 2],
    [3, 0],
    [4, 0],
    [5, 1],
  ]);
});
