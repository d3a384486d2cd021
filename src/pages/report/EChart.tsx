import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ReportChartOption } from './chartOption';

/**
 * ECharts with only what reports draw (bar, line, pie; grid, legend, tooltip) and the SVG renderer, which
 * stays sharp when printed or zoomed. This module is only ever imported lazily: it is the chart's own chunk.
 */
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export default function EChart({ option, height = 320 }: { option: ReportChartOption; height?: number }) {
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!holder.current) return undefined;
    const instance = echarts.init(holder.current, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(holder.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // notMerge: switching bar → pie must drop the axes of the previous type
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={holder} style={{ width: '100%', height }} data-testid="report-echart" />;
}
