/** What `npm run admin` prints (decision 117). */
export const CLI_MESSAGES = {
  usage: [
    'Uso: npm run admin -- <orden> <correo>',
    '',
    'Órdenes:',
    '  reset-link <correo>   crea un enlace de un solo uso (1 hora) para elegir una contraseña nueva',
    '  disable <correo>      desactiva la cuenta: no puede iniciar sesión, sus sesiones terminan y sus páginas dejan de publicarse',
    '  enable <correo>       vuelve a activar una cuenta desactivada',
    '  make-admin <correo>   da a la cuenta acceso a «Administración» (/admin)',
    '  restore <archivo> --email <correo>',
    '                        restaura una exportación de cuenta («Descargar mis datos») en esa cuenta; la crea si no existe',
  ].join('\n'),
  hosted: 'Con Supabase alojado (SUPABASE_URL), las cuentas se gestionan en el panel del proyecto de Supabase.',
  invalidEmail: (email: string) => `«${email}» no es un correo electrónico válido.`,
  noSuchUser: (email: string) => `No hay ninguna cuenta con el correo ${email}.`,
  resetLink: (email: string, link: string, expiresAt: Date) =>
    `Enlace para que ${email} elija una contraseña nueva (un solo uso, caduca el ${expiresAt.toISOString()}):\n${link}`,
  noPublicUrl: (origin: string) => `Aviso: PUBLIC_URL no está configurada; el enlace usa ${origin}. Configúrala si el sitio se abre desde otra dirección.`,
  disabled: (email: string) =>
    `Cuenta desactivada: ${email}. No puede iniciar sesión, sus sesiones han terminado y sus páginas responden 404.`,
  runningServers: 'Los servidores en marcha lo aplican al momento: sus sesiones terminan y sus páginas dejan de mostrarse.',
  pgliteInUse:
    'La base de datos integrada (PGlite) está abierta por otro proceso, seguramente el servidor: PGlite no admite dos procesos a la vez. Detén el servidor y repite la orden, o hazlo desde «Administración» (/admin). Si el servidor terminó de golpe, arráncalo y detenlo una vez.',
  enabled: (email: string) => `Cuenta activada de nuevo: ${email}.`,
  unreadableFile: (file: string) => `No se puede leer el archivo ${file}.`,
  restoreRefused: (reason: string) => `No se ha restaurado nada: ${reason}`,
  restored: (email: string, report: { accountCreated: boolean; pagesCreated: number; pagesKept: number; blocksCreated: number }) =>
    [
      report.accountCreated ? `Cuenta creada: ${email} (sin contraseña: dale una con «npm run admin -- reset-link ${email}»).` : `Cuenta existente: ${email}.`,
      `Páginas creadas: ${report.pagesCreated}; ya estaban: ${report.pagesKept}; bloques creados: ${report.blocksCreated}.`,
      'Las imágenes y PDF siguen en las direcciones que indica la exportación.',
    ].join('\n'),
  madeAdmin: (email: string) => `${email} es ahora administrador: verá «Administración» (/admin) al iniciar sesión.`,
} as const;
