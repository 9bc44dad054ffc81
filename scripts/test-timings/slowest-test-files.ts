// The last step of `npm test`: the ten slowest test files across unit, browser and integration, from what
// file-durations-reporter.ts wrote during the run, so the next person sees where the suite's time goes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ProjectTimings, TEST_TIMINGS_DIR } from './file-durations-reporter.ts';

const SHOWN = 10;

export function slowestFiles(projects: readonly ProjectTimings[], count = SHOWN): string[] {
  const files = projects.flatMap(({ project, files }) => files.map((file) => ({ project, ...file })));
  const slowest = files.sort((a, b) => b.seconds - a.seconds).slice(0, count);
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  const projectWidth = Math.max(...slowest.map((file) => file.project.length));
  return [
    `The ${slowest.length} slowest test files (of ${files.length}, ${total.toFixed(0)} s of test file time in all):`,
    ...slowest.map((file) => `${file.seconds.toFixed(1).padStart(7)} s  ${file.project.padEnd(projectWidth)}  ${file.file}`),
  ];
}

function recordedProjects(): ProjectTimings[] {
  if (!existsSync(TEST_TIMINGS_DIR)) return [];
  return readdirSync(TEST_TIMINGS_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(TEST_TIMINGS_DIR, name), 'utf8')) as ProjectTimings);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const projects = recordedProjects();
  console.log(projects.length === 0 ? `No test timings recorded under ${TEST_TIMINGS_DIR}.` : slowestFiles(projects).join('\n'));
}
