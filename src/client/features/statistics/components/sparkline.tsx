/** A tiny line of daily values for a table row; the row's numbers say the same in words. */
export function Sparkline({ values, width = 96, height = 24 }: { values: readonly number[]; width?: number; height?: number }) {
  if (values.length === 0) return null;
  const top = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const points = values.map((value, index) => `${(index * step).toFixed(1)},${(height - 1 - (value / top) * (height - 2)).toFixed(1)}`);
  if (values.length === 1) points.push(`${width},${points[0]!.split(',')[1]}`);
  return (
    <svg aria-hidden="true" width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="text-primary" focusable="false">
      <polyline points={points.join(' ')} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
