/**
 * Times `fn` `runs` times after a warm-up and returns percentiles in milliseconds. When `fn` returns a
 * number, that is taken as its own measurement (for timing one part of a longer exchange).
 */
export async function measure(runs: number, fn: (i: number) => unknown | Promise<unknown>) {
  for (let i = 0; i < Math.min(20, runs); i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const own = await fn(i);
    times.push(typeof own === "number" ? own : performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return { runs, p50: at(0.5), p95: at(0.95), max: times[times.length - 1]! };
}

export function report(name: string, result: Awaited<ReturnType<typeof measure>>, target?: string): void {
  const f = (n: number) => `${n.toFixed(2)} ms`;
  const line = `${name.padEnd(44)} p50 ${f(result.p50).padStart(10)}  p95 ${f(result.p95).padStart(10)}  (n=${result.runs})`;
  console.log(target ? `${line}  target ${target}` : line);
}
