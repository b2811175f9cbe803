/** File size as the file card shows it: Bytes, KB, MB, GB, base 1024, 2 decimals. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes <= 0 || !Number.isFinite(bytes)) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'] as const;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const value = parseFloat((bytes / 1024 ** exponent).toFixed(2));
  return `${value} ${units[exponent]}`;
}
