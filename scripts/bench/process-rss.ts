// A running process's resident memory, as the kernel counts it (Linux), for the benchmarks that report it.
import { readFileSync } from 'node:fs';

/** The process's RSS in MB (0 when the kernel does not say). */
export function rssMb(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}
