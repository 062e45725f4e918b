import type { RequestHandler } from "express";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * One registry per process: Prometheus scrapes each api instance, and the admin's system tab reads the
 * instance that answers it. Module-level because the HTTP layer and the sockets of one process feed it.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: "chefzap_" });

const requestDuration = new Histogram({
  name: "chefzap_http_request_duration_seconds",
  help: "Time to answer an API request, by method and status class",
  labelNames: ["method", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

let countConnections: () => number = () => 0;
new Gauge({
  name: "chefzap_socket_connections",
  help: "Socket.IO connections open on this process",
  registers: [metricsRegistry],
  collect() {
    this.set(countConnections());
  },
});

/** The realtime layer says how to count its open connections once its server exists. */
export function countSocketConnectionsWith(count: () => number): void {
  countConnections = count;
}

export function socketConnections(): number {
  return countConnections();
}

/**
 * Times every /api request from arrival to the last byte. Labels stay coarse (no path, no user) so the
 * series count is fixed whatever the traffic.
 */
export function requestMetrics(): RequestHandler {
  return (req, res, next) => {
    const end = requestDuration.startTimer({ method: req.method });
    res.once("finish", () => end({ status_class: `${Math.floor(res.statusCode / 100)}xx` }));
    next();
  };
}

export interface RequestTotals {
  count: number;
  /** Seconds, summed over every request. */
  seconds: number;
  /** Requests answered 5xx. */
  errors: number;
}

/** Totals since the process started, read back from the histogram Prometheus scrapes. */
export async function requestTotals(): Promise<RequestTotals> {
  const { values } = await requestDuration.get();
  const totals: RequestTotals = { count: 0, seconds: 0, errors: 0 };
  for (const value of values) {
    if (value.metricName === "chefzap_http_request_duration_seconds_count") {
      totals.count += value.value;
      if (value.labels.status_class === "5xx") totals.errors += value.value;
    } else if (value.metricName === "chefzap_http_request_duration_seconds_sum") {
      totals.seconds += value.value;
    }
  }
  return totals;
}
