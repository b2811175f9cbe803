import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { weeklyReportSettingsSchema, weeklyReportUpdateSchema } from '@shared/schemas/weekly-report';
import { unsubscribeWeeklyReport } from './unsubscribe-weekly-report';
import type { WeeklyReportContext } from './weekly-report-context';
import { WEEKLY_REPORT_SCREENS } from './weekly-report-screens';
import { getWeeklyReport, setWeeklyReport } from './weekly-report-settings';

const UNSUBSCRIBE_PATH = '/weekly-report/unsubscribe';

/** A token as the mails carry it (newOpaqueToken: 43 URL-safe characters); anything else is no link. */
const tokenOf = (query: unknown) => {
  const token = (query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && /^[\w-]{20,100}$/.test(token) ? token : null;
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The weekly mail's unsubscribe link (decision 1021), without signing in: GET shows a button, POST
 * (RFC 8058's one-click, or that button) turns the option off. A used link answers the same again.
 */
export async function weeklyReportRoutes(app: FastifyInstance, { weeklyReport }: { weeklyReport: WeeklyReportContext }) {
  // A mail client's one-click body (urlencoded or multipart) carries nothing we need: ignored.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, _body, done) => done(null, {}));

  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const token = tokenOf(request.query);
    if (!token) return html(reply, 404, WEEKLY_REPORT_SCREENS.badLink());
    return html(reply, 200, WEEKLY_REPORT_SCREENS.askUnsubscribe(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`));
  });

  app.post(UNSUBSCRIBE_PATH, async (request, reply) => {
    const token = tokenOf(request.query);
    const done = token !== null && (await unsubscribeWeeklyReport(weeklyReport.db, token));
    return done ? html(reply, 200, WEEKLY_REPORT_SCREENS.unsubscribed()) : html(reply, 404, WEEKLY_REPORT_SCREENS.badLink());
  });
}

/** 'Resumen semanal por correo' in 'Mi cuenta', registered in the signed-in scope. */
export async function ownerWeeklyReportRoutes(app: FastifyInstance, { weeklyReport }: { weeklyReport: WeeklyReportContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: weeklyReportSettingsSchema };
  r.get('/api/account/weekly-report', { schema: { response } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getWeeklyReport(weeklyReport, request.signedInUser.id);
  });
  r.put('/api/account/weekly-report', { schema: { body: weeklyReportUpdateSchema, response } }, (request) =>
    setWeeklyReport(weeklyReport, request.signedInUser.id, request.body.enabled),
  );
}
