import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Boundaries the tools enforce: domain imports nothing of ours, contract only domain,
// and the web app and the API never import each other.
const ourPackages = (...allowed) =>
  ['@clubjoin/domain', '@clubjoin/contract', '@clubjoin/api', '@clubjoin/web', '@clubjoin/data']
    .filter((name) => !allowed.includes(name))
    .flatMap((name) => [name, `${name}/*`]);

// The web app's rooms (README.md's map, apps/web/src/join/README.md): shared folders serve the features and the shell,
// the features (join/, pages/) never import each other, and inside join/ each folder imports only
// the folders below it, so no two folders can import each other.
const web = (path) => `./apps/web/src/${path}`;
const WEB_SHARED = ['api', 'ui', 'flags', 'logging', 'analytics'].map(web);
const WEB_SHELL = ['join', 'pages', 'router.tsx', 'main.tsx', 'AppLayout.tsx'].map(web);
const JOIN_LAYERS = [
  'cookies',
  'stores',
  'session',
  'useCases',
  'flags',
  'navigation',
  'frame',
  'steps',
  'joinRoutes.tsx',
].map((folder) => web(`join/${folder}`));
const joinLayerZones = JOIN_LAYERS.slice(0, -1).map((layer, index) => ({
  target: layer,
  from: JOIN_LAYERS.slice(index + 1),
  message: `join/ is layered (${JOIN_LAYERS.map((path) => path.split('/').pop()).join(' < ')}): a folder imports only those before it.`,
}));

/**
 * The API's modules, lowest first: a module may import the modules before it and none after it,
 * so modules cannot call each other in a circle. apps/api/README.md says why each sits where it
 * does; a new module takes its place here.
 */
const API_MODULE_ORDER = [
  'limits',
  'clubs',
  'coupon',
  'identity',
  'staff',
  'auth',
  'product',
  'membership',
  'profile',
  'login',
  'gateway',
  'locator',
  'saleFunnel',
  'cart',
  'staging',
  'completion',
  'content',
  'payments',
  'logs',
  'flags',
  'health',
  'account',
  'memberCare',
  'assessments',
  'salesDashboard',
  'notifications',
  'locations',
  'workouts',
  'bios',
  'coaching',
];
const apiModule = (name) => `./apps/api/src/modules/${name}`;
const apiModuleOrderZones = API_MODULE_ORDER.slice(0, -1).map((name, index) => ({
  target: apiModule(name),
  from: API_MODULE_ORDER.slice(index + 1).map(apiModule),
  message: `The ${name} module may call only the modules before it in the module order (apps/api/README.md).`,
}));

const apiImportPatterns = [
  {
    group: ['@clubjoin/web', '@clubjoin/web/*'],
    message: 'The API never imports the web app.',
  },
  {
    // A module's store (store.ts, fooStore.ts) is its own, and its routes are registered by
    // registerModules alone: others, and code outside the modules, call its service functions.
    regex: '^(\\.\\./[^/]+|.*/modules/[^/]+)/(store|\\w+Store|routes)$',
    message:
      "Modules talk through each other's service functions, never each other's stores or routes.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.test-output/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ourPackages('@clubjoin/domain'),
              message: 'domain is pure: it imports nothing of ours.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'domain does no I/O.' },
        { name: 'window', message: 'domain runs on the server too.' },
        { name: 'document', message: 'domain runs on the server too.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'The clock is a parameter in domain.',
        },
        {
          selector: 'NewExpression[callee.name="Date"][arguments.length=0]',
          message: 'The clock is a parameter in domain.',
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ourPackages('@clubjoin/domain', '@clubjoin/contract'),
              message: 'contract depends on domain only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: apiImportPatterns }],
    },
  },
  {
    // Use cases return their failures as values; only routes, and the answer files beside them
    // (fooFailureAnswer.ts), turn failures into HTTP answers.
    files: ['apps/api/src/modules/**'],
    ignores: ['apps/api/src/modules/*/routes.ts', 'apps/api/src/modules/*/*Answer.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apiImportPatterns,
            {
              group: ['**/http/httpError', '**/http/tooManyRequests'],
              message:
                'A use case returns Outcome; its routes answer the failure (apps/api/README.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles among the files of the API and the packages; the module order above
    // keeps the API's modules from calling each other in a circle.
    files: ['apps/api/src/**/*.ts', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiModuleOrderZones,
            {
              target: [
                './apps/api/src/http',
                './apps/api/src/db',
                './apps/api/src/catalog',
                './apps/api/src/payments',
                './apps/api/src/mail',
              ],
              from: './apps/api/src/modules',
              message: 'The layers under the modules never call a module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@clubjoin/api', '@clubjoin/api/*', '@clubjoin/data', '@clubjoin/data/*'],
              message: 'The web app talks to the API over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may drive a whole route tree or reuse another folder's fixtures; the app's own code
    // keeps to its rooms.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: WEB_SHARED,
              from: WEB_SHELL,
              message:
                'Shared folders serve the features: they never import join/, pages/ or the shell.',
            },
            {
              target: web('pages'),
              from: web('join'),
              message: 'A page never reaches into the wizard.',
            },
            {
              target: web('join'),
              from: web('pages'),
              message:
                "The wizard never imports a page: pages' addresses are the domain's page table.",
            },
            ...joinLayerZones,
          ],
        },
      ],
    },
  },
);
