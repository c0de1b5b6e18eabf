/**
 * The house rules on imports (ARCHITECTURE.md), checked by `pnpm lint`:
 * - web and Mini App features never import each other; shared pieces live in components/ or lib/;
 * - an API feature reaches another only through that feature's public entry (its index.ts, which names
 *   what it offers), never into its files (a contract or schema may name another feature's schemas); the route
 *   table (api/src/routes.ts) and the background list (api/src/background.ts) sit above the features and mount them;
 * - nothing imports test code except tests;
 * - the shared languages package (i18n/) imports no other package of ours;
 * - no import cycles: a lower feature that must reach a higher one offers a hook the higher one registers with
 *   (bookings' cancellation hook, which payments uses), and shared pieces move down;
 * - the browser apps reach the api package only through its browser-safe entries (`@qabul/api/schemas`,
 *   `@qabul/api/contracts`, `@qabul/api/i18n`), and an endpoint contract (`*.contract.ts`) or a schema imports only zod,
 *   the shared contracts and other contracts and schemas, so those entries stay safe to bundle. (That no route goes without a contract is a
 *   test that walks the app's routers: a route is a value, which imports cannot show.)
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature-imports-in-the-browser-apps',
      severity: 'error',
      from: { path: '^(web|miniapp)/src/features/([^/]+)/' },
      to: { path: '^(web|miniapp)/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'api-features-meet-through-their-public-entry',
      severity: 'error',
      from: { path: '^api/src/features/([^/]+)/', pathNot: '[.](contract|schema)[.]ts$' },
      to: { path: '^api/src/features/[^/]+/', pathNot: ['^api/src/features/$1/', '^api/src/features/[^/]+/index[.]ts$'] },
    },
    {
      name: 'a-public-entry-offers-no-wiring',
      severity: 'error',
      from: { path: '^api/src/features/[^/]+/index[.]ts$' },
      to: { path: '[.](routes|extension)[.]ts$' },
    },
    {
      name: 'no-test-code-in-the-product',
      severity: 'error',
      from: { path: '^(api|db|i18n|bot|web|miniapp)/src/', pathNot: '[.]test[.]tsx?$|/testing/' },
      to: { path: '([.]test[.]tsx?$|^api/test/|^e2e/)' },
    },
    {
      name: 'the-shared-languages-stand-below-every-package',
      comment: 'i18n/ (@qabul/i18n) is shared by the api and the bot, which sits below the api: it imports none of them',
      severity: 'error',
      from: { path: '^i18n/' },
      to: { path: '^(api|db|bot|web|miniapp|e2e)/' },
    },
    {
      name: 'the-browser-reaches-the-api-through-its-entries',
      severity: 'error',
      from: { path: '^(web|miniapp)/src/' },
      to: { path: '^api/', pathNot: '^api/src/(schemas|endpoints)[.]ts$|^api/src/contracts/i18n/index[.]ts$' },
    },
    {
      name: 'endpoint-contracts-stay-browser-safe',
      severity: 'error',
      from: { path: '^api/src/(endpoints[.]ts$|features/[^/]+/[^/]+[.](contract|schema)[.]ts$)' },
      to: {
        pathNot: [
          '^api/src/contracts/',
          '^api/src/features/[^/]+/[^/]+[.](schema|contract)[.]ts$',
          '^api/src/features/[^/]+/messages[.]uz[.]ts$',
          'node_modules/zod/',
        ],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|[.]data)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
  },
};
