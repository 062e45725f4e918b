/** One bar group of a chart: its axis label and a number per series. */
export interface ChartRow {
  label: string;
  [series: string]: number | string;
}

export interface ChartSeries {
  key: string;
  name: string;
  /** A theme colour variable, so dark mode recolours the chart. */
  color: string;
}
