export { InternetDataForm } from './ui/InternetDataForm';
