import { RotateCcw } from 'lucide-react';
import type { StatsBlock } from '@shared/schemas/stats';
import { Button } from '@/components/ui/button';
import { formatCount, formatPercent } from '../lib/format';
import { STATS_MESSAGES as M } from '../lib/messages';
import { Sparkline } from './sparkline';

export interface BlockTitle {
  id: number;
  title: string;
}

const TARGET_LABELS: Record<string, string> = { website: 'Web', linkedin: 'LinkedIn', maps: 'Mapa' };

/** A block's name as the editor shows it, or a label that says it is gone. */
function blockName(itemId: number, titles: readonly BlockTitle[]): string {
  return titles.find((entry) => entry.id === itemId)?.title ?? M.deletedBlock(itemId);
}

function targetsLine(block: StatsBlock): string {
  const named = block.targets.filter((target) => target.suffix !== '');
  if (named.length === 0) return '';
  return named.map((target) => `${TARGET_LABELS[target.suffix] ?? target.suffix}: ${formatCount(target.clicks)}`).join(' · ');
}

interface BlocksTableProps {
  blocks: readonly StatsBlock[];
  titles: readonly BlockTitle[];
  /** Absent on a shared address (read-only): no reset column. */
  onReset?: ((itemId: number, title: string) => void) | undefined;
}

/** 'Clics por bloque': clicks, CTR and a sparkline per block, most clicked first. */
export function BlocksTable({ blocks, titles, onReset }: BlocksTableProps) {
  return (
    <section className="grid gap-3 rounded-lg border p-3 sm:p-4" aria-labelledby="stats-blocks-title">
      <h3 id="stats-blocks-title" className="text-base font-semibold">
        {M.blocksTitle}
      </h3>
      {blocks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.blocksEmpty}</p>
      ) : (
        <div className="-mx-3 overflow-x-auto sm:mx-0">
          <table className="w-full text-sm" data-testid="stats-blocks">
            <thead>
              <tr className="border-b text-left text-xs text-muted-foreground">
                <th scope="col" className="px-3 py-2 font-medium sm:pl-0">
                  {M.blockColumn}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {M.clicks}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {M.ctr}
                </th>
                <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
                  {M.trendColumn}
                </th>
                {onReset && (
                  <th scope="col" className="px-3 py-2 text-right font-medium sm:pr-0">
                    <span className="sr-only">{M.actionsColumn}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {blocks.map((block) => {
                const title = blockName(block.itemId, titles);
                const targets = targetsLine(block);
                return (
                  <tr key={block.itemId} className="border-b last:border-b-0">
                    <th scope="row" className="w-full max-w-0 px-3 py-2 text-left font-normal sm:pl-0">
                      <span className="line-clamp-2 break-words" title={title}>
                        {title}
                      </span>
                      {targets && <span className="block truncate text-xs text-muted-foreground">{targets}</span>}
                      <span className="mt-1 block sm:hidden">
                        <Sparkline values={block.series} width={80} height={16} />
                      </span>
                    </th>
                    <td className="px-2 py-2 text-right font-medium whitespace-nowrap tabular-nums">{formatCount(block.clicks)}</td>
                    <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">{formatPercent(block.ctr)}</td>
                    <td className="hidden px-2 py-2 sm:table-cell">
                      <Sparkline values={block.series} />
                    </td>
                    {onReset && (
                      <td className="px-3 py-1 text-right sm:pr-0">
                        <Button variant="ghost" size="icon" aria-label={M.resetBlock(title)} title={M.resetBlock(title)} onClick={() => onReset(block.itemId, title)}>
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
      )}
    </section>
  );
}
