export { DataForm } from './ui/DataForm';
