import { useId } from 'react';
import type { StatsCampaign } from '@shared/schemas/stats';
import { formatCount } from '../lib/format';
import { STATS_MESSAGES as M } from '../lib/messages';

/** A utm value as sent, or a dash read as 'sin indicar' when it was not given. */
function Tag({ value }: { value: string }) {
  if (value) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true" className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">{M.notGiven}</span>
    </>
  );
}

/** 'Campañas' (issue 42): views, visitors and clicks per utm_source, utm_medium and utm_campaign, most viewed first. */
export function CampaignsTable({ campaigns }: { campaigns: readonly StatsCampaign[] }) {
  const id = useId();
  const number = 'px-2 py-2 text-right whitespace-nowrap tabular-nums';
  return (
    <section className="grid content-start gap-2 rounded-lg border p-3 sm:p-4" aria-labelledby={id}>
      <h4 id={id} className="text-sm font-semibold">
        {M.campaigns}
      </h4>
      <p className="text-xs text-muted-foreground">{M.campaignsHint}</p>
      <div className="-mx-3 overflow-x-auto sm:mx-0" role="region" aria-label={M.campaignsCaption} tabIndex={0}>
        <table className="w-full text-sm" data-testid="stats-campaigns">
          <caption className="sr-only">{M.campaignsCaption}</caption>
          <thead>
            <tr className="border-b text-left text-xs text-muted-foreground">
              <th scope="col" className="px-3 py-2 font-medium sm:pl-0">
                {M.sourceColumn}
              </th>
              <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
                {M.mediumColumn}
              </th>
              <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
                {M.campaignColumn}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {M.views}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {M.visitors}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium sm:pr-0">
                {M.clicks}
              </th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((row) => (
              <tr key={`${row.source}\u0000${row.medium}\u0000${row.campaign}`} className="border-b last:border-b-0">
                <th scope="row" className="w-full max-w-0 px-3 py-2 text-left font-normal break-words sm:w-auto sm:max-w-none sm:pl-0">
                  {row.source}
                  {/* On a phone the medium and campaign go under the source, their columns hidden. */}
                  <span className="block text-xs break-words text-muted-foreground sm:hidden">
                    {M.mediumColumn}: <Tag value={row.medium} /> · {M.campaignColumn}: <Tag value={row.campaign} />
                  </span>
                </th>
                <td className="hidden px-2 py-2 break-words sm:table-cell">
                  <Tag value={row.medium} />
                </td>
                <td className="hidden px-2 py-2 break-words sm:table-cell">
                  <Tag value={row.campaign} />
                </td>
                <td className={`${number} font-medium`}>{formatCount(row.views)}</td>
                <td className={number}>{formatCount(row.visitors)}</td>
                <td className={`${number} pr-3 sm:pr-0`}>{formatCount(row.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
