// A vitest reporter beside the default one: at the end of a run it writes how long each test file took, one JSON
// file per project (unit, browser, integration) under .cache/test-timings/ (or TEST_TIMINGS_DIR), for
// slowest-test-files.ts to rank.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export const TEST_TIMINGS_DIR = process.env.TEST_TIMINGS_DIR ?? join(process.cwd(), '.cache', 'test-timings');

/** One test file's time: its environment, setup files, imports, and every test and hook in it. */
export type FileDuration = { file: string; seconds: number };
export type ProjectTimings = { project: string; finishedAt: string; files: FileDuration[] };

function secondsOf(testModule: TestModule): number {
  const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } = testModule.diagnostic();
  return (environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration) / 1000;
}

export default class FileDurationsReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const byProject = new Map<string, FileDuration[]>();
    for (const testModule of testModules) {
      const project = testModule.project.name || 'default';
      const files = byProject.get(project) ?? [];
      files.push({ file: relative(process.cwd(), testModule.moduleId), seconds: secondsOf(testModule) });
      byProject.set(project, files);
    }
    if (byProject.size === 0) return;
    mkdirSync(TEST_TIMINGS_DIR, { recursive: true });
    const finishedAt = new Date().toISOString();
    for (const [project, files] of byProject) {
      const timings: ProjectTimings = { project, finishedAt, files };
      writeFileSync(join(TEST_TIMINGS_DIR, `${project}.json`), `${JSON.stringify(timings, null, 2)}\n`);
    }
  }
}
