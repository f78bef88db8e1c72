export { AccidentInsuranceForm } from './ui/AccidentInsuranceForm';
