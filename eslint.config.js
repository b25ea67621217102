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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
      // Under Preact (decision 0028) autoFocus on a DOM element is only the HTML attribute,
      // which browsers ignore after the first page load: components focus through useAutoFocus.
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
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webImports] }] },
  },
);
