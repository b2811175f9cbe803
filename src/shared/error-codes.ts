/**
 * The API's stable machine codes, answered beside the Spanish message as
 * `{"error": "<message>", "code": "<code>"}` (decision 130). The client branches on these, never on
 * the message's words. A code names one meaning; its message may carry numbers (a limit, a slug).
 * The auth (/auth/v1) and storage (/storage/v1) services keep Supabase's own error shapes.
 */
export const ERROR_CODES = [
  // Requests as such
  'unauthorized',
  'invalid_token',
  'route_not_found',
  'invalid_json',
  'empty_body',
  'body_too_large',
  'unsupported_media_type',
  'invalid_data',
  'invalid_url',
  'misdirected',
  'nul_character',
  'ill_formed_text',
  'too_deep',
  'request_timeout',
  'slow_body',
  'malformed_request',
  'headers_too_large',
  'internal',
  'shutting_down',
  'database_unavailable',
  // Pages and items
  'page_not_found',
  'item_not_found',
  'nothing_to_update',
  'slug_taken',
  'reorder_mismatch',
  'invalid_block_type',
  'invalid_content',
  'too_many_pages',
  'too_many_items',
  'item_too_large',
  'page_content_too_large',
  'share_image_failed',
  'page_render_too_large',
  'subpage_cycle',
  'schedule_ends_before_start',
  'redirect_not_a_link',
  // Uploads
  'image_too_large',
  'image_missing',
  'not_an_image',
  'image_unreadable',
  'too_many_frames',
  'too_many_pixels',
  'pdf_too_large',
  'pdf_missing',
  'not_a_pdf',
  'too_many_uploads',
  'upload_quota_exceeded',
  'server_busy',
  'upload_refused',
  // Imports
  'import_file_too_large',
  'import_file_missing',
  'import_file_type',
  'import_fetch_refused',
  'import_fetch_failed',
  'import_not_html',
  'import_unknown_json',
  'not_a_page_export',
  'page_export_too_large',
  'page_export_unpacked_too_large',
  'page_export_invalid',
  // Subscribers ('Suscripción por correo', issue 40)
  'subscriber_not_found',
  // Heavy jobs
  'heavy_work_busy',
  'heavy_work_budget',
  // 'Mi cuenta' and /admin
  'wrong_password',
  'too_many_wrong_passwords',
  'password_check_unavailable',
  'account_gone',
  'user_not_found',
  'invitation_not_found',
  'cannot_disable_self',
  'cannot_delete_self',
  'hosted_users',
  // Passkeys ('Mi cuenta' > 'Llaves de acceso')
  'passkey_not_found',
  'passkey_invalid',
  'passkey_not_verified',
  'too_many_passkeys',
  'current_password_needed',
  'reauthentication_needed',
  // Two-step verification and sessions ('Mi cuenta')
  'mfa_code_needed',
  'mfa_enrolment_needed',
  'mfa_second_step_needed',
  'mfa_no_verified_factor',
  'session_not_found',
  // Own domains ('Dominio propio')
  'domain_invalid',
  'domain_is_site_host',
  'too_many_domains',
  'domain_taken',
  'domain_not_found',
  'domains_off',
  // Webhooks ('Mi cuenta' > 'Webhooks')
  'webhook_url_invalid',
  'webhook_url_refused',
  'too_many_webhooks',
  'webhook_not_found',
  'webhook_delivery_not_found',
  'too_many_requests',
  // Personal API tokens ('Mi cuenta' > 'Tokens de API', decision 990)
  'api_token_not_found',
  'too_many_api_tokens',
  'api_token_expiry_past',
  'api_token_read_only',
  'session_required',
  'api_token_rate_limited',
  // 'Resumen semanal por correo' (issue 42, decision 1020)
  'weekly_report_unavailable',
  // 'Compartir estadísticas' (issue 42, decision 1015)
  'stats_share_not_found',
  'stats_share_locked',
  'stats_share_wrong_password',
  'stats_share_too_many_attempts',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
