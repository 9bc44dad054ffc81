// Makes the measure video (about 24 s, H.264) and its WebVTT captions from the demo drawings, with the
// three timed steps of spec §2 "Measure specs": The Footer 3-6 s, The Header 11-14 s, The Tuck 18-21 s.
// Needs ffmpeg built with librsvg, libfreetype and libx264. Run after generate-svgs.ts:
//   node --import tsx demo-backends/cms/media/generate-video.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA, MEDIA_FILES_DIR, fileNameOf, type SvgKey } from './catalogue.ts';
import { VIDEO_STEPS } from './video-steps.ts';

const WIDTH = 960;
const HEIGHT = 540;
const FADE = 0.5;
/** Each scene with how long it is on screen (fades overlap by FADE); the total is 24 s. */
const SCENES: ReadonlyArray<{ key: SvgKey; seconds: number }> = [
  { key: 'videoPoster', seconds: 4 },
  { key: 'fittedSheet', seconds: 7.5 },
  { key: 'bedMorning', seconds: 7.5 },
  { key: 'topSheet', seconds: 6.5 },
];
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

const timestamp = (seconds: number): string => `00:00:${seconds.toFixed(3).padStart(6, '0')}`;

export function captionsVtt(): string {
  const cues = VIDEO_STEPS.map((step, i) => `${i + 1}\n${timestamp(step.startSecond)} --> ${timestamp(step.endSecond)}\n${step.heading}: ${step.text}\n`);
  return `WEBVTT\n\n${cues.join('\n')}`;
}

function rasterise(key: SvgKey, dir: string): string {
  const target = join(dir, `${key}.png`);
  const fit = `scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=decrease,pad=${WIDTH}:${HEIGHT}:(ow-iw)/2:(oh-ih)/2:color=0xF3EFE9`;
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', join(MEDIA_FILES_DIR, fileNameOf(MEDIA[key])), '-vf', fit, target]);
  return target;
}

function filterGraph(): string {
  const parts: string[] = SCENES.map((scene, i) => `[${i}:v]format=yuv420p,setsar=1,fps=24,trim=duration=${scene.seconds}[s${i}]`);
  let previous = 's0';
  let offset = 0;
  SCENES.slice(1).forEach((_, i) => {
    offset += SCENES[i]!.seconds - FADE;
    const next = `x${i + 1}`;
    parts.push(`[${previous}][s${i + 1}]xfade=transition=fade:duration=${FADE}:offset=${offset}[${next}]`);
    previous = next;
  });
  const labels = VIDEO_STEPS.map(
    (step, i) =>
      `drawtext=fontfile=${FONT}:text='${i + 1}  ${step.heading}':fontsize=34:fontcolor=0x2B2B2B:box=1:boxcolor=0xFBF9F6@0.92:boxborderw=18:x=48:y=h-110:enable='between(t,${step.startSecond},${step.endSecond})'`,
  );
  parts.push(`[${previous}]${labels.join(',')}[out]`);
  return parts.join(';');
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'measure-video-'));
  try {
    const inputs = SCENES.flatMap((scene) => ['-loop', '1', '-t', String(scene.seconds), '-i', rasterise(scene.key, dir)]);
    const video = join(MEDIA_FILES_DIR, fileNameOf(MEDIA.measureVideo));
    execFileSync('ffmpeg', [
      '-loglevel', 'error', '-y', ...inputs,
      '-filter_complex', filterGraph(), '-map', '[out]',
      '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an',
      video,
    ]);
    writeFileSync(join(MEDIA_FILES_DIR, fileNameOf(MEDIA.measureCaptions)), captionsVtt());
    console.log(`wrote ${video} (${Math.round(statSync(video).size / 1024)} KB) and its captions`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
