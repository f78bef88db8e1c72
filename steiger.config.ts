import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // One feature slice per service is the design (docs/developers/architecture.md, "The SPA"),
    // even when one page uses it: each is a unit QA tests alone (`npx jest src/features/<service>`).
    // Turning the rule off for features also hides their imports from it, so the entities they
    // alone use (transaction, network-status, epin-card) would be reported as unreferenced.
    files: [
      './src/features/**',
      './src/entities/transaction/**',
      './src/entities/network-status/**',
      './src/entities/epin-card/**',
    ],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // The purchase shell (balance, Fund wallet, saved numbers around a service's form) is a widget
    // so that any page can draw a service in it; today the generic service page is its one user,
    // and a service that needs a page of its own would be the second.
    files: ['./src/widgets/purchase-screen/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // One page slice per customer-facing route; the product has more than 20 routes (the
    // console's pages are grouped under pages/console/).
    files: ['./src/pages/**'],
    rules: { 'fsd/excessive-slicing': 'off' },
  },
]);
