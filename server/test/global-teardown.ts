import { dropPostgresTemplate } from './postgres-admin';
import { removeTemplateFolder, templateFolder } from './template-folder';

export default async function globalTeardown(): Promise<void> {
  const folder = templateFolder();
  if (folder) await dropPostgresTemplate(folder);
  removeTemplateFolder();
}
