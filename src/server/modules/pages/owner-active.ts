import { sql } from 'drizzle-orm';
import { pages } from '../../db/schema';

/**
 * The public reads' filter: pages whose owner is not a disabled account (decision 114). Owners
 * without a row here (a hosted Supabase project's users) count as active.
 */
export const ownerActive = sql`not exists (select 1 from users as owner where owner.id = ${pages.userId} and owner.disabled_at is not null)`;
