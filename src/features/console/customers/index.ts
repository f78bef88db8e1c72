export { CustomerSearch } from './ui/CustomerSearch';
export { CustomerSummary } from './ui/CustomerSummary';
export { CustomerActions } from './ui/CustomerActions';
export { CustomerLedger } from './ui/CustomerLedger';
export { CustomerTransactions } from './ui/CustomerTransactions';
export { useGetCustomerQuery } from './api/customersApi';
export { AirtimeToCashCap } from './ui/AirtimeToCashCap';
