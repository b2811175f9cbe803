import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { ActiveSessions } from '../auth/active-sessions';
import type { ChangeBus } from '../changes/change-bus';
import type { AccountsContext } from '../modules/account/accounts-context';
import { RestoreRefused, restoreAccount } from '../modules/account/restore-account';
import { setUserDisabled } from '../modules/admin/set-user-disabled';
import { AppError } from '../errors';
import { FailedSignIns } from '../modules/auth/failed-sign-ins';
import { createRecoveryLink } from '../modules/auth/links';
import type { ObjectStore } from '../modules/storage/object-store';
import { CLI_MESSAGES } from './messages';

export interface CommandResult {
  code: 0 | 1;
  output: string[];
}

const COMMANDS = ['reset-link', 'disable', 'enable', 'make-admin'] as const;

/**
 * `npm run admin -- <command> <email>` without a browser (decision 117), on whichever database the
 * configuration names. The same use cases as /admin; what it changes is in the database, so a
 * running server sees it (its caches with a delay, said in the output).
 */
export async function runAdminCommand(
  args: readonly string[],
  env: { config: AppConfig; db: Database; store: ObjectStore; changes: ChangeBus },
): Promise<CommandResult> {
  if (args[0] === 'restore') return restore(args, env);
  const [command, rawEmail] = args;
  if (!command || !rawEmail || !COMMANDS.includes(command as (typeof COMMANDS)[number]) || args.length > 2) {
    return { code: 1, output: [CLI_MESSAGES.usage] };
  }
  if (env.config.hosted) return { code: 1, output: [CLI_MESSAGES.hosted] };
  const email = rawEmail.trim().toLowerCase();
  if (!z.email().safeParse(email).success) return { code: 1, output: [CLI_MESSAGES.invalidEmail(rawEmail)] };
  const [user] = await env.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return { code: 1, output: [CLI_MESSAGES.noSuchUser(email)] };

  const accounts: AccountsContext = {
    db: env.db,
    // On PostgreSQL the running servers hear of a disable at once (decision 830).
    changes: env.changes,
    store: env.store,
    embedded: {
      sessions: new ActiveSessions(env.db),
      failedSignIns: new FailedSignIns(env.config.limits.failedSignIns),
      mailEnabled: Boolean(env.config.smtpUrl),
    },
    hosted: null,
    adminEmails: new Set(env.config.adminEmails),
    defaultSignups: env.config.signups,
    publicUrl: env.config.publicUrl,
  };

  switch (command as (typeof COMMANDS)[number]) {
    case 'reset-link': {
      const origin = env.config.publicUrl ?? `http://localhost:${env.config.port}`;
      const recovery = await createRecoveryLink(env.db, user.id, origin);
      if (!recovery) return { code: 1, output: [CLI_MESSAGES.noSuchUser(email)] };
      const output = [CLI_MESSAGES.resetLink(email, recovery.link, recovery.expiresAt)];
      if (!env.config.publicUrl) output.push(CLI_MESSAGES.noPublicUrl(origin));
      return { code: 0, output };
    }
    case 'disable':
      await setUserDisabled(accounts, user.id, true);
      return { code: 0, output: [CLI_MESSAGES.disabled(email), ...(env.changes.kind === 'postgres' ? [CLI_MESSAGES.runningServers] : [])] };
    case 'enable':
      await setUserDisabled(accounts, user.id, false);
      return { code: 0, output: [CLI_MESSAGES.enabled(email)] };
    case 'make-admin':
      await env.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
      return { code: 0, output: [CLI_MESSAGES.madeAdmin(email)] };
  }
}

/** `restore FILE --email ADDRESS`: an account export restored into that account (issue 37). */
async function restore(args: readonly string[], env: { config: AppConfig; db: Database; changes: ChangeBus }): Promise<CommandResult> {
  const [, file, flag, rawEmail] = args;
  if (!file || flag !== '--email' || !rawEmail || args.length > 4) return { code: 1, output: [CLI_MESSAGES.usage] };
  if (env.config.hosted) return { code: 1, output: [CLI_MESSAGES.hosted] };
  const email = rawEmail.trim().toLowerCase();
  if (!z.email().safeParse(email).success) return { code: 1, output: [CLI_MESSAGES.invalidEmail(rawEmail)] };
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { code: 1, output: [CLI_MESSAGES.unreadableFile(file)] };
  }
  try {
    const report = await restoreAccount(env.db, env.changes, email, text, env.config.limits.pagesPerUser);
    return { code: 0, output: [CLI_MESSAGES.restored(email, report)] };
  } catch (error) {
    if (error instanceof RestoreRefused || error instanceof AppError) return { code: 1, output: [CLI_MESSAGES.restoreRefused(error.message)] };
    throw error;
  }
}
