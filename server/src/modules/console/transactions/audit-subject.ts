/** The audit log's subject type of a transaction (its subject id is the tx_ref). */
export const TRANSACTION_SUBJECT = 'transaction';
