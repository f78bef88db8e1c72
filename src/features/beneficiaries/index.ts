export { NumberChoices } from './ui/NumberChoices';
export { SaveNumber } from './ui/SaveNumber';
export { SavedNumbers } from './ui/SavedNumbers';
