import { importInSteps } from '@/shared/lib/in-steps';

/*
 * The antd parts the signed-in shell draws with, each evaluated in its own task before the shell
 * (shared/lib/in-steps): evaluated at once, with the shell, they held a slow phone's main thread
 * for 130-160 ms. This file is in the shell's chunk and they share its name, so they download with
 * it, in the same request round. (The pages' own antd parts, Form, Input, Tabs, Card, were tried
 * as steps too: moved into the shell's files they added 22 KB to the dashboard's first load.)
 */
const ANTD_SHELL_STEPS = [
  () => import(/* webpackChunkName: "antd-shell", webpackExports: [] */ 'antd/es/config-provider'),
  () => import(/* webpackChunkName: "antd-shell", webpackExports: [] */ 'antd/es/app'),
];

/** The antd shell's module (routes/AntdShell), its antd parts evaluated a step at a time. */
export const loadAntdShell = () =>
  importInSteps(ANTD_SHELL_STEPS, () => import(/* webpackChunkName: "antd-shell" */ './AntdShell'));
