/** Settings the server writes into index.html (brand, support contacts, API docs address). */
export interface SiteConfig {
  brandName: string;
  supportEmail: string;
  supportPhone: string;
  apiDocsUrl: string;
  publicUrl: string;
  /** the server runs on its built-in simulators: no real money moves */
  sandbox: boolean;
}
