import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests that cannot fail or do not run have no place here.
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'skip' },
        { object: 'it', property: 'only' },
        { object: 'describe', property: 'skip' },
        { object: 'describe', property: 'only' },
        { object: 'test', property: 'skip' },
        { object: 'test', property: 'only' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One rule for times on the site: the brand's zone, labelled, through lib/format.ts (useBrandTime, BrandTime).
    // A screen that formats or reads a date itself shows the device's zone, which is what this rule keeps out.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/format.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", message: 'Format times with useBrandTime or <BrandTime> (lib/format.ts), in the brand zone.' },
        {
          selector: 'CallExpression[callee.property.name=/^(toLocaleDateString|toLocaleTimeString|getFullYear|getMonth|getDate|getDay|getHours|getMinutes|getTimezoneOffset)$/]',
          message: "These read the device's zone; use useBrandTime or <BrandTime> (lib/format.ts).",
        },
      ],
    },
  },
);
