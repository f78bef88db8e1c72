/** An account customers may pay into by hand; staff credit the wallet when the money arrives. */
export interface ManualTransferAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** Settings the server writes into index.html (brand, support contacts, API docs address). */
export interface SiteConfig {
  brandName: string;
  supportEmail: string;
  supportPhone: string;
  apiDocsUrl: string;
  publicUrl: string;
  /** the server runs on its built-in simulators: no real money moves */
  sandbox: boolean;
  /** offered on Fund wallet and in the FAQ only when the operator has configured one */
  manualTransfer: ManualTransferAccount | null;
}

/** The band above every page while the server runs on its simulators (and its first view). */
export const SANDBOX_NOTICE = 'Sandbox: no real money moves';
