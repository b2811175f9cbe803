import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { STATS_GOAL_LABELS, type StatsGoal } from '@shared/schemas/stats';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useSetGoalBlock } from '../api/set-goal-block';
import { formatCount, formatPercent } from '../lib/format';
import { STATS_MESSAGES as M } from '../lib/messages';
import { useStatsReadOnly } from '../lib/stats-source';
import type { BlockTitle } from './blocks-table';

function blockName(itemId: number, titles: readonly BlockTitle[]): string {
  if (itemId === 0) return M.thePage;
  return titles.find((entry) => entry.id === itemId)?.title ?? M.deletedBlock(itemId);
}

interface GoalsProps {
  pageId: number;
  goals: readonly StatsGoal[];
  titles: readonly BlockTitle[];
}

/**
 * 'Objetivos' (issue 42, decision 1005): each goal with its block, its count and its conversion rate
 * against the period's visitors; the owner marks a block's clicks as a goal, or unmarks it.
 */
export function Goals({ pageId, goals, titles }: GoalsProps) {
  const setGoal = useSetGoalBlock(pageId);
  // A shared address reads the goals and marks none.
  const readOnly = useStatsReadOnly();
  const change = (itemId: number, goal: boolean, done: () => void = () => undefined) =>
    setGoal.mutate(
      { itemId, goal },
      {
        onSuccess: () => {
          toast({ title: goal ? M.markGoalDone : M.unmarkGoalDone });
          done();
        },
        onError: (error) => toast({ variant: 'destructive', title: M.goalFailed, description: messageOf(error, M.goalFailed) }),
      },
    );
  const marked = new Set(goals.filter((goal) => goal.kind === 'click').map((goal) => goal.itemId));

  return (
    <section className="grid gap-3 rounded-lg border p-3 sm:p-4" aria-labelledby="stats-goals-title" data-testid="stats-goals">
      <h3 id="stats-goals-title" className="text-base font-semibold">
        {M.goalsTitle}
      </h3>
      {goals.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.goalsEmpty}</p>
      ) : (
        <div className="-mx-3 overflow-x-auto sm:mx-0">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-xs text-muted-foreground">
                <th scope="col" className="px-3 py-2 font-medium sm:pl-0">
                  {M.goalColumn}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {M.goalCount}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  <abbr title={M.goalRateHint} className="no-underline">
                    {M.goalRate}
                  </abbr>
                </th>
                {!readOnly && (
                  <th scope="col" className="w-10 px-3 py-2 sm:pr-0">
                    <span className="sr-only">{M.actionsColumn}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {goals.map((goal) => {
                const name = blockName(goal.itemId, titles);
                return (
                  <tr key={`${goal.kind}:${goal.itemId}`} className="border-b last:border-0">
                    <th scope="row" className="px-3 py-2 text-left font-normal sm:pl-0">
                      <span className="block font-medium">{STATS_GOAL_LABELS[goal.kind]}</span>
                      <span className="block break-words text-xs text-muted-foreground">{name}</span>
                    </th>
                    <td className="px-2 py-2 text-right tabular-nums">{formatCount(goal.count)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{formatPercent(goal.rate)}</td>
                    {!readOnly && (
                    <td className="px-3 py-1 text-right sm:pr-0">
                      {goal.kind === 'click' && (
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-11 sm:size-9"
                          aria-label={M.unmarkGoal(name)}
                          title={M.unmarkGoal(name)}
                          disabled={setGoal.isPending}
                          onClick={() => change(goal.itemId, false)}
                        >
                          <X aria-hidden="true" className="size-4" />
                        </Button>
                      )}
                    </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {!readOnly && <MarkGoal choices={titles.filter((title) => !marked.has(title.id))} pending={setGoal.isPending} onMark={(itemId, done) => change(itemId, true, done)} />}
    </section>
  );
}

function MarkGoal({ choices, pending, onMark }: { choices: readonly BlockTitle[]; pending: boolean; onMark: (itemId: number, done: () => void) => void }) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  if (choices.length === 0) return null;
  const value = choices.some((choice) => String(choice.id) === chosen) ? chosen : '';
  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (value) onMark(Number(value), () => setChosen(''));
      }}
    >
      <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
        <Label id={`${id}-label`} htmlFor={id}>
          {M.markGoalLabel}
        </Label>
        <Select value={value} onValueChange={setChosen} disabled={pending}>
          <SelectTrigger id={id} aria-labelledby={`${id}-label`} className="w-full">
            <SelectValue placeholder={M.markGoalPlaceholder} />
          </SelectTrigger>
          <SelectContent className="max-h-72">
            {choices.map((choice) => (
              <SelectItem key={choice.id} value={String(choice.id)}>
                {choice.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" variant="outline" disabled={pending || !value}>
        {M.markGoal}
      </Button>
    </form>
  );
}
