import type { StatsResponse } from '@shared/schemas/stats';
import { countryName } from '../lib/format';
import { STATS_MESSAGES as M } from '../lib/messages';
import { BarList } from './bar-list';
import { CampaignsTable } from './campaigns-table';

const TOP = 8;

const named = (list: readonly { name: string; views: number }[]) =>
  list.slice(0, TOP).map((entry) => ({ key: entry.name, label: entry.name, value: entry.views }));

/** Where the views came from: sources and countries, then devices, browsers and systems (and campaigns when any was tagged). */
export function Breakdowns({ stats }: { stats: StatsResponse }) {
  const countries = stats.countries.slice(0, TOP).map((entry) => ({ key: entry.code, label: countryName(entry.code), value: entry.views }));
  return (
    <section className="grid gap-3" aria-label="Procedencia de las vistas">
      <div className="grid gap-3 @xl:grid-cols-2">
        <BarList title={M.sources} entries={named(stats.sources)} empty={M.noViews} />
        <BarList title={M.countries} entries={countries} empty={M.noViews} />
      </div>
      <div className="grid gap-3 @xl:grid-cols-3">
        <BarList title={M.devices} entries={named(stats.devices)} empty={M.noViews} />
        <BarList title={M.browsers} entries={named(stats.browsers)} empty={M.noViews} />
        <BarList title={M.os} entries={named(stats.os)} empty={M.noViews} />
      </div>
      {stats.campaigns.length > 0 && <CampaignsTable campaigns={stats.campaigns} />}
      {stats.geoCredit && <p className="text-xs text-muted-foreground">{M.geoCredit(stats.geoCredit)}</p>}
    </section>
  );
}
