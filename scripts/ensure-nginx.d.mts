/**
 * The path of a Debian package's program (the first of `candidates` that exists), installed with
 * apt-get first when missing; `stopService`: the service the package starts on install is stopped.
 */
export function ensureDebianProgram(pkg: string, candidates: string[], options?: { stopService?: boolean }): string;
/** The path of Debian's nginx, installed with apt-get first when missing. */
export function ensureNginx(): string;
/** The path of Debian's wrk, installed with apt-get first when missing. */
export function ensureWrk(): string;
/** The path of Debian's caddy, installed with apt-get first when missing. */
export function ensureCaddy(): string;
