/** The path of Debian's nginx, installed with apt-get first when missing. */
export function ensureNginx(): string;
