/*
 * The card screens' addresses under the dashboard (the route table's paths, in
 * src/app/routes/dashboard-pages.tsx). Kept with the cards, not in the app-wide route list the
 * first load of every page carries.
 */
export const EPIN_ROUTES = {
  /** the printable cards bought, by batch, with the unsold totals */
  stock: '/dashboard/recharge-cards/stock',
  /** one batch's cards: reveal, mark sold, print, download */
  batch: (id: number | string) => `/dashboard/recharge-cards/batches/${id}`,
} as const;
