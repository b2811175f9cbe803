import { Bot } from 'lucide-react';
import { formatCount } from '../lib/format';
import { STATS_MESSAGES as M } from '../lib/messages';

/** How many hits the filters kept out, and what they are. */
export function BotsNote({ bots }: { bots: number }) {
  return (
    <div className="flex items-start gap-3 rounded-lg bg-muted/60 p-3 text-sm" data-testid="stats-bots">
      <Bot className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">{M.bots(bots, formatCount(bots))}</p>
        <p className="text-xs text-muted-foreground">{M.botsNote}</p>
      </div>
    </div>
  );
}
