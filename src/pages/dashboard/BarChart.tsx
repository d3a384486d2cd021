import { theme } from 'antd';

export interface Bar {
  label: string;
  value: number;
}

const ROW = 28;
const LABEL_WIDTH = 110;
const VALUE_WIDTH = 40;

/** A horizontal bar chart in plain SVG: enough for a few counts, without a chart library in the bundle. */
export default function BarChart({
  bars,
  width = 560,
  title,
}: {
  bars: readonly Bar[];
  width?: number;
  title: string;
}) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const plot = width - LABEL_WIDTH - VALUE_WIDTH;
  const height = Math.max(ROW, bars.length * ROW);
  return (
    <svg
      width="100%"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={title}
      data-testid="dashboard-chart"
      style={{ maxWidth: width, display: 'block' }}
    >
      {bars.map((bar, i) => {
        const y = i * ROW;
        const w = Math.round((bar.value / max) * plot);
        return (
          <g key={bar.label} transform={`translate(0, ${y})`}>
            <text x={LABEL_WIDTH - 8} y={ROW / 2 + 4} textAnchor="end" fontSize="12" fill={token.colorText}>
              {bar.label.length > 9 ? `${bar.label.slice(0, 8)}…` : bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={6} width={Math.max(w, 2)} height={ROW - 12} rx={3} fill={token.colorPrimary} />
            <text x={LABEL_WIDTH + Math.max(w, 2) + 6} y={ROW / 2 + 4} fontSize="12" fill={token.colorTextSecondary}>
              {bar.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
