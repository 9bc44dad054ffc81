// Floors of the code base, bottom to top (see README "Folders"). A file may import its own floor and any
// floor below it, never one above, and no import may close a cycle. `npm run check:layers` runs this,
// and `npm test` runs that first. Tests may import anything; they are not part of the picture.
const FLOORS = [
  { name: 'generated', path: '^generated/' },
  { name: 'service clients', path: '^clients/' },
  { name: 'content and shop rules', path: '^(content|shop-rules)/' },
  { name: 'demo-backends', path: '^demo-backends/' },
  { name: 'models', path: '^models/' },
  { name: 'blocks', path: '^blocks/' },
  { name: 'pages and renderer', path: '^(renderer|pages)/' },
  { name: 'server', path: '^(server/|server\\.ts$)' },
  { name: 'scripts', path: '^(scripts/|vite\\.config\\.ts$|codegen\\.ts$|vitest\\.config\\.ts$)' },
];

const upwardImportRules = FLOORS.map((floor, index) => ({
  name: `no-upward-import-from-${floor.name.replace(/\W+/g, '-')}`,
  comment: `${floor.name} sits below ${
    FLOORS.slice(index + 1)
      .map((above) => above.name)
      .join(', ') || 'nothing'
  }: it may not import them.`,
  severity: 'error',
  from: { path: floor.path },
  to: {
    path: FLOORS.slice(index + 1)
      .map((above) => above.path)
      .concat('^tests/')
      .join('|'),
  },
}));

module.exports = {
  forbidden: [
    ...upwardImportRules,
    {
      name: 'demo-backends-only-from-the-composition-root',
      comment: 'The embedded demo backends are a backend like the real services: only the server mounts them.',
      severity: 'error',
      from: { path: '^(clients|content|shop-rules|models|blocks|renderer|pages)/' },
      to: { path: '^demo-backends/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle (type-only imports included) means two files are one concern or a type lives on the wrong floor.',
      severity: 'error',
      from: { pathNot: '^tests/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|cms)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
  },
};
