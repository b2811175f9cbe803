import { socialProfileLabels } from '@shared/social-clicks';
import type { StatsResponse } from '@shared/schemas/stats';
import { STATS_MESSAGES as M } from '../lib/messages';
import { BarList } from './bar-list';

/**
 * Clicks on the page's social icons per profile (issue 15, decision 702): two profiles of one
 * network are two bars, named by their handle; nothing when none was clicked in the range.
 */
export function SocialClicks({ social }: { social: StatsResponse['social'] }) {
  if (social.length === 0) return null;
  const labels = socialProfileLabels(social);
  const entries = social.map((entry, index) => ({ key: `${entry.network}:${entry.profile ?? ''}`, label: labels[index] ?? entry.network, value: entry.clicks }));
  return <BarList title={M.social} entries={entries} empty={M.noClicks} />;
}
