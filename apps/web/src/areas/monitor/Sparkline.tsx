import type { PuntoMetrica } from '@extranet/sdk';

/**
 * A metric's series as a small line under its value. Plain SVG: the monitor is the landing page,
 * and a chart library would load with it for a line of a few dozen points.
 */
export function Sparkline({ serie, color, label }: { serie: PuntoMetrica[]; color: string; label: string }) {
  if (serie.length < 2) return null;
  const width = 200;
  const height = 36;
  const values = serie.map((point) => point.valor);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values
    .map((value, i) => {
      const x = (i / (values.length - 1)) * width;
      const y = height - 2 - ((value - min) / span) * (height - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
      role="img"
      aria-label={label}
      data-testid="sparkline"
    >
      <polyline
        points={`0,${height} ${points} ${width},${height}`}
        fill={color}
        fillOpacity={0.12}
        stroke="none"
      />
      <polyline
        points={points}
        fill="none"
        stroke={color}
        strokeWidth={1.75}
        vectorEffect="non-scaling-stroke"
        strokeLinejoin="round"
      />
    </svg>
  );
}
