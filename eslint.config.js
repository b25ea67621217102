// One ESLint config for the whole workspace. The import-boundary rules keep the dependency
// direction of DESIGN.md §2: shared → server, shared → web; web never imports server, and
// shared imports neither (nor Node or the DOM).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverImports = {
  group: ['@zechus/server', '@zechus/server/*', '**/apps/server/**', '**/server/src/**'],
  message: 'The web app talks to the server over HTTP only; move shared code to @zechus/shared.',
};
const webImports = {
  group: ['@zechus/web', '@zechus/web/*', '**/apps/web/**', '**/web/src/**'],
  message: 'Nothing imports the web app; move shared code to @zechus/shared.',
};

/** Server code in `files` (tests aside) may not import from `forbidden`. */
function layoutRule(files, forbidden, message) {
  return {
    files,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [webImports, { group: [forbidden], message }] },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-dev/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            webImports,
            {
              group: ['node:*', 'react', 'react-dom'],
              message: 'shared is pure: no Node, no DOM.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
      // Focus is moved on purpose, in one place (hooks/useAutoFocus.ts): the element takes it
      // the first time it is attached, whether the page was loaded or navigated to.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name="autoFocus"]',
          message: 'autoFocus on a DOM element does nothing after a navigation: use useAutoFocus.',
        },
      ],
    },
  },
  {
    // Every story runs under the console guard of e2e/support/test.ts.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                'Import from support/test.ts: its test fails a story whose pages log an error or a warning.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webImports] }] },
  },
  // DESIGN.md §2's layout: live/ (the event stream) and config/ import no module; a module never
  // imports from jobs/ (jobs only schedule what the modules do; a test may run a job).
  layoutRule(
    ['apps/server/src/live/**/*.ts', 'apps/server/src/config/**/*.ts'],
    '**/modules/**',
    'live/ and config/ import no module (DESIGN.md §2).',
  ),
  layoutRule(
    ['apps/server/src/modules/**/*.ts'],
    '**/jobs/**',
    'A module never imports from jobs/ (DESIGN.md §2).',
  ),
);
