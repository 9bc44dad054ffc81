// Lint rules for the site's code, run by `npm test` (npm run lint) with no warnings allowed: TypeScript's
// recommended rules, React's rules of hooks and JSX accessibility. Chosen to match how the code is written:
// a leading underscore marks a value left unused on purpose (a field dropped from a rest copy, an argument a
// signature requires).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Generated code, builds and the Strapi project (its own toolchain and package) are not linted here.
  { ignores: ['generated/**', 'dist/**', 'cms/**', 'node_modules/**', 'coverage/**', '**/*.generated.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The rules of hooks and their dependencies (the React Compiler's stricter rules are for code written for it).
  { plugins: { 'react-hooks': reactHooks }, rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' } },
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The site refuses control characters in what visitors type and in URLs: its patterns name them on purpose.
      'no-control-regex': 'off',
      // A tab panel and a scrollable region are focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    // Tests read the JSON answers of the APIs they drive as they come.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
