import { socialLabel } from '@shared/social-networks';
import type { StatsResponse } from '@shared/schemas/stats';
import { STATS_MESSAGES as M } from '../lib/messages';
import { BarList } from './bar-list';

/** Clicks on the page's social icons per network (issue 15); nothing when none was clicked in the range. */
export function SocialClicks({ social }: { social: StatsResponse['social'] }) {
  if (social.length === 0) return null;
  const entries = social.map((entry) => ({ key: entry.network, label: socialLabel(entry.network), value: entry.clicks }));
  return <BarList title={M.social} entries={entries} empty={M.noClicks} />;
}
