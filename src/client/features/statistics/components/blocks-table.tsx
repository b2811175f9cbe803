import { ArrowDown, ArrowUp, ArrowUpDown, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { StatsBlock } from '@shared/schemas/stats';
import { Button } from '@/components/ui/button';
import { formatCount, formatPercent } from '../lib/format';
import { STATS_MESSAGES as M } from '../lib/messages';
import { type BlockSort, type SortKey, nextSort, sortBlocks } from '../lib/sort-blocks';
import { Sparkline } from './sparkline';

export interface BlockTitle {
  id: number;
  title: string;
}

const TARGET_LABELS: Record<string, string> = { website: 'Web', linkedin: 'LinkedIn', maps: 'Mapa' };

/** A block's name as the editor shows it, or a label that says it is gone (short under 'Bloques eliminados'). */
function blockName(block: StatsBlock, titles: readonly BlockTitle[]): string {
  return titles.find((entry) => entry.id === block.itemId)?.title ?? (block.deleted ? M.deletedBlockShort(block.itemId) : M.deletedBlock(block.itemId));
}

function targetsLine(block: StatsBlock): string {
  const named = block.targets.filter((target) => target.suffix !== '');
  if (named.length === 0) return '';
  return named.map((target) => `${TARGET_LABELS[target.suffix] ?? target.suffix}: ${formatCount(target.clicks)}`).join(' · ');
}

const COLUMNS: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: M.blockColumn, numeric: false },
  { key: 'views', label: M.views, numeric: true },
  { key: 'clicks', label: M.clicks, numeric: true },
  { key: 'ctr', label: M.ctr, numeric: true },
];

/** A column's header: a button that sorts by it, and aria-sort on the sorted one. */
function SortHeader({ column, sort, onSort }: { column: (typeof COLUMNS)[number]; sort: BlockSort; onSort: (key: SortKey) => void }) {
  const active = sort.key === column.key;
  const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? sort.direction : undefined}
      className={column.numeric ? 'px-0.5 py-1 text-right font-medium sm:px-1' : 'w-full px-3 py-1 text-left font-medium sm:pl-0'}
    >
      <button
        type="button"
        title={M.sortBy(column.label)}
        onClick={() => onSort(column.key)}
        className={`inline-flex min-h-11 items-center gap-1 rounded-sm px-1 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:min-h-8 ${column.numeric ? 'flex-row-reverse' : '-ml-1'} ${active ? 'text-foreground' : ''}`}
      >
        {column.label}
        {/* On a phone only the sorted column shows its arrow: the numbers need the room. */}
        <Icon aria-hidden="true" className={`size-3.5 shrink-0 ${active ? '' : 'max-sm:hidden'}`} />
      </button>
    </th>
  );
}

interface BlocksTableProps {
  blocks: readonly StatsBlock[];
  titles: readonly BlockTitle[];
  /** Absent on a shared address (read-only): no reset column. */
  onReset?: ((itemId: number, title: string) => void) | undefined;
}

/**
 * 'Vistas y clics por bloque' (issue 42): every block with a link that was on the page, clicked or
 * not, with its views, clicks, CTR and a sparkline, sortable by each column; deleted ones apart.
 */
export function BlocksTable({ blocks, titles, onReset }: BlocksTableProps) {
  const [sort, setSort] = useState<BlockSort>({ key: 'clicks', direction: 'descending' });
  const named = blocks.map((block) => ({ ...block, title: blockName(block, titles) }));
  const current = sortBlocks(
    named.filter((block) => !block.deleted),
    sort,
  );
  const deleted = sortBlocks(
    named.filter((block) => block.deleted),
    sort,
  );

  const table = (rows: typeof current, testId: string, sortable: boolean) => (
    <div className="-mx-3 overflow-x-auto sm:mx-0">
      <table className="w-full text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            {COLUMNS.map((column) =>
              sortable ? (
                <SortHeader key={column.key} column={column} sort={sort} onSort={(key) => setSort(nextSort(sort, key))} />
              ) : (
                <th key={column.key} scope="col" className={column.numeric ? 'px-1.5 py-2 text-right font-medium sm:px-2' : 'w-full px-3 py-2 text-left font-medium sm:pl-0'}>
                  {column.label}
                </th>
              ),
            )}
            <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
              {M.trendColumn}
            </th>
            {onReset && (
              <th scope="col" className="py-2 pr-1 pl-0.5 text-right font-medium sm:pr-0 sm:pl-3">
                <span className="sr-only">{M.actionsColumn}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((block) => {
            const targets = targetsLine(block);
            return (
              <tr key={block.itemId} className="border-b last:border-b-0">
                <th scope="row" className="w-full max-w-0 px-3 py-2 text-left font-normal sm:pl-0">
                  <span className="line-clamp-2 break-words" title={block.title}>
                    {block.title}
                  </span>
                  {targets && <span className="block truncate text-xs text-muted-foreground">{targets}</span>}
                  <span className="mt-1 block sm:hidden">
                    <Sparkline values={block.series} width={80} height={16} />
                  </span>
                </th>
                <td className="px-1.5 py-2 sm:px-2 text-right whitespace-nowrap tabular-nums">{formatCount(block.views)}</td>
                <td className="px-1.5 py-2 sm:px-2 text-right font-medium whitespace-nowrap tabular-nums">{formatCount(block.clicks)}</td>
                <td className="px-1.5 py-2 sm:px-2 text-right whitespace-nowrap tabular-nums">{formatPercent(block.ctr)}</td>
                <td className="hidden px-2 py-2 sm:table-cell">
                  <Sparkline values={block.series} />
                </td>
                {onReset && (
                  <td className="py-1 pr-1 pl-0.5 text-right sm:pr-0 sm:pl-3">
                    <Button variant="ghost" size="icon" aria-label={M.resetBlock(block.title)} title={M.resetBlock(block.title)} onClick={() => onReset(block.itemId, block.title)}>
                      <RotateCcw aria-hidden="true" />
                    </Button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );

  return (
    <section className="grid gap-3 rounded-lg border p-3 sm:p-4" aria-labelledby="stats-blocks-title">
      <div className="grid gap-1">
        <h3 id="stats-blocks-title" className="text-base font-semibold">
          {M.blocksTitle}
        </h3>
        <p className="text-xs text-muted-foreground">{M.blocksHint}</p>
      </div>
      {current.length === 0 ? <p className="text-sm text-muted-foreground">{M.blocksEmpty}</p> : table(current, 'stats-blocks', true)}
      {deleted.length > 0 && (
        <section className="grid gap-2" aria-labelledby="stats-deleted-blocks-title">
          <div className="grid gap-1">
            <h4 id="stats-deleted-blocks-title" className="text-sm font-semibold">
              {M.deletedBlocksTitle}
            </h4>
            <p className="text-xs text-muted-foreground">{M.deletedBlocksHint}</p>
          </div>
          {table(deleted, 'stats-deleted-blocks', false)}
        </section>
      )}
    </section>
  );
}
