import { z } from '../zod';

/** Who may create an account (SIGNUPS and the switch in /admin, decision 115). */
export const SIGNUP_MODES = ['open', 'invite', 'closed'] as const;
export const signupModeSchema = z.enum(SIGNUP_MODES);
export type SignupMode = z.infer<typeof signupModeSchema>;

/** GET /api/account: the caller as the app needs it ('Mi cuenta', the header's 'Administración'). */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** DELETE /api/account and DELETE /api/admin/users/:id answer what was removed. */
export const deletionReportSchema = z.object({
  pages: z.number().int(),
  files: z.number().int(),
});
export type DeletionReport = z.infer<typeof deletionReportSchema>;

export const deleteAccountSchema = z.object({
  password: z.string({ message: 'Escribe tu contraseña para confirmar.' }).min(1, { message: 'Escribe tu contraseña para confirmar.' }).max(1024),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  emailConfirmed: z.boolean(),
  disabled: z.boolean(),
  isAdmin: z.boolean(),
  pages: z.number().int(),
  storageBytes: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_PAGE_SIZE = 50;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserQuerySchema = z.object({
  q: z.string().max(255).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export const userStatusSchema = z.object({ disabled: z.boolean() });

export const recoveryLinkSchema = z.object({ link: z.string(), expiresAt: z.string() });
export type RecoveryLink = z.infer<typeof recoveryLinkSchema>;

export const adminSettingsSchema = z.object({
  signups: signupModeSchema,
  /** Whether this server signs users in itself (false: a hosted Supabase project does). */
  embeddedAuth: z.boolean(),
  mailEnabled: z.boolean(),
  /** 'Exigir verificación en dos pasos' (decision 922). */
  requireMfa: z.boolean(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** Either setting, or both. */
export const updateAdminSettingsSchema = z.object({ signups: signupModeSchema.optional(), requireMfa: z.boolean().optional() });

export const invitationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  used: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** A new invitation: its link is shown once, only its hash is kept. */
export const newInvitationSchema = invitationSchema.extend({ link: z.string() });
export type NewInvitation = z.infer<typeof newInvitationSchema>;

/** Where an invitation link leads: the register page with the token. */
export const INVITATION_PARAM = 'invitacion';
/** The sign-up's `data` field that carries the invitation (removed before the metadata is kept). */
export const INVITATION_METADATA_KEY = 'invitation_token';

/** The app's account screens (the e-mail links lead to the first two). */
export const ACCOUNT_PATHS = {
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
  admin: '/admin',
} as const;

/**
 * Where a mailed link may land the browser (`redirect_to`): the app's own screens that take a
 * session from the URL, and nothing that redirects (decision 118).
 */
export const LINK_LANDING_PATHS: readonly string[] = ['/', '/login', ACCOUNT_PATHS.resetPassword, ACCOUNT_PATHS.account];
