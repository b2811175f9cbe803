/** The path of a Debian package's program (the first of `candidates` that exists), installed with apt-get first when missing. */
export function ensureDebianProgram(pkg: string, candidates: string[]): string;
/** The path of Debian's nginx, installed with apt-get first when missing. */
export function ensureNginx(): string;
/** The path of Debian's wrk, installed with apt-get first when missing. */
export function ensureWrk(): string;
