import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import orderStatusWrites from './eslint-rules/order-status-writes.js';

/**
 * Import direction of ARCHITECTURE.md: app → contracts; server → core → db; core → contracts.
 * `~/` is tsconfig's alias of app/, so it is forbidden wherever app/ is.
 */
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
    files: ['contracts/**/*.{ts,tsx}'],
    rules: restrict(
      ['~/**', '**/app/**', '**/server/**', '**/core/**', '**/db/**'],
      'contracts must stay browser-safe and dependency-free.',
    ),
  },
  {
    files: ['core/**/*.{ts,tsx}'],
    rules: restrict(['~/**', '**/app/**', '**/server/**'], 'core knows nothing of HTTP or React.'),
  },
  {
    files: ['db/**/*.{ts,tsx}'],
    rules: restrict(['~/**', '**/app/**', '**/server/**', '**/core/**'], 'db sits below core.'),
  },
  {
    // A value read once from the page is a race with the page arriving; web-first matchers retry.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='expect'] AwaitExpression > CallExpression > MemberExpression.callee > Identifier.property[name=/^(textContent|innerText|innerHTML|allInnerTexts|allTextContents|isVisible|isHidden|count|getAttribute|inputValue|isChecked|isEnabled|isDisabled|isEditable|title)$/]",
          message:
            'A one-shot read of the page is a race: use a web-first matcher from tests/e2e/web-first.ts (await expect(locator).toHaveText / toContainText / toBeVisible / toBeHidden / toHaveCount / toHaveAttribute / toHaveValue / toBeChecked / toBeEnabled, await expect(page).toHaveTitle).',
        },
        {
          selector:
            "CallExpression[callee.name='expect'] CallExpression[arguments.length=0] > MemberExpression.callee > Identifier.property[name='url']",
          message:
            'page.url() right after an action is a race: use await expect(page).toHaveURL(...) from tests/e2e/web-first.ts.',
        },
      ],
    },
  },
  // demo/ (generated demo data) builds on the product and is passed in by server/, scripts/ and
  // tests/. The TypeScript twin of the rule, so that it adds to the import directions above
  // instead of replacing them.
  {
    files: ['core/**/*.{ts,tsx}', 'db/**/*.ts', 'contracts/**/*.ts', 'app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/demo/**'],
              message:
                'The product never imports demo/: define an interface, let server/ pass demo in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['demo/**/*.{ts,tsx}'],
    rules: restrict(
      ['**/app/**', '**/server/**', '**/scripts/**'],
      'demo builds on core, db and contracts.',
    ),
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
