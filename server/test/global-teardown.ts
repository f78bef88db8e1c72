import { removeTemplateFolder } from './template-folder';

export default removeTemplateFolder;
