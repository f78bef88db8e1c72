import { createTemplateFolder } from './template-folder';

export default createTemplateFolder;
