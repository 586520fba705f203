// The project's linter: the rings of ../shared/design/architecture.md as import boundaries, the
// React hooks rules on the dashboard, and typescript-eslint's recommended set. Kept small on
// purpose: the compiler (strict, noUnusedLocals) already checks types and dead names, so a rule
// earns its place here only by catching what `tsc` cannot. Run by `npm test` (npm run lint).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { ringElements, ringBoundaries, httpReadsNoStore } from './eslint.rings.js';

// Node's own globals for the untyped scripts (.mjs/.js): taken from the running Node rather than
// from a list package, so `no-undef` knows exactly what a script may use without a typo passing.
const nodeGlobals = Object.fromEntries(Object.getOwnPropertyNames(globalThis).map((name) => [name, 'readonly']));

export default defineConfig([
  {
    // Built output, the installed tree and generated code are not ours to lint.
    ignores: ['dist/', 'out/', 'node_modules/', '.tmp/', 'bench/results/', '**/*.generated.ts'],
  },
  {
    // A disable comment that no longer disables anything is a stale claim: it fails the lint.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // An unused name is already a compile error (noUnusedLocals/noUnusedParameters in the
      // tsconfigs); a second report from the linter would only say it twice.
      '@typescript-eslint/no-unused-vars': 'off',
      // `catch {}` and empty `() => {}` callbacks are deliberate here (best-effort cleanup, no-op
      // hooks); each one says why in a comment, which is what the rule would demand.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Tests and benchmarks read answers as untyped JSON: a test that reads a wrong field fails
    // anyway, and typing each one would be ceremony. Shipping code keeps the rule.
    files: ['test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    // The pre-paint theme script runs in the page, not in Node.
    files: ['renderer/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { document: 'readonly', localStorage: 'readonly', window: 'readonly' } },
  },
  {
    // The React rules that are about correctness, not taste: a hook called conditionally breaks
    // React's state bookkeeping, and an effect that misses a dependency shows stale data.
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The rings bind the shipped code. Tests, benchmarks and build scripts stand outside them:
    // they start the engine's parts one by one on purpose. Vite's config runs in Node, not the page.
    files: ['server/**/*.ts', 'renderer/**/*.{ts,tsx}', 'electron/**/*.ts', 'testing/**/*.ts'],
    ignores: ['renderer/vite.config.ts'],
    ...ringElements,
    ...ringBoundaries,
  },
  httpReadsNoStore,
]);
