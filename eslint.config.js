import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import orderStatusWrites from './eslint-rules/order-status-writes.js';

/** Import direction of ARCHITECTURE.md: app → contracts; server → core → db; core → contracts. */
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['build/**', '.react-router/**', 'node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Effects that set state from external events are how these components sync with the window.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: restrict(
      ['**/server/**', '**/core/**', '**/db/**', '**/scripts/**'],
      'The site imports contracts only; domain code reaches it through the load context.',
    ),
  },
  {
    files: ['contracts/**/*.ts'],
    rules: restrict(
      ['**/app/**', '**/server/**', '**/core/**', '**/db/**'],
      'contracts must stay browser-safe and dependency-free.',
    ),
  },
  {
    files: ['core/**/*.ts'],
    rules: restrict(['**/app/**', '**/server/**'], 'core knows nothing of HTTP or React.'),
  },
  {
    files: ['db/**/*.ts'],
    rules: restrict(['**/app/**', '**/server/**', '**/core/**'], 'db sits below core.'),
  },
  // An order's status and history are written by core/orders only (moveOrder and its table).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { orders: { rules: { 'order-status-writes': orderStatusWrites } } },
    // eslint-rules/ holds the rule's own test, whose samples are such writes on purpose.
    rules: {
      'orders/order-status-writes': ['error', { allow: ['core/orders/', 'eslint-rules/'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
