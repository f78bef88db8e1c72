import { importInSteps } from '@/shared/lib/in-steps';

/*
 * antd's parts that every signed-in page draws with, evaluated a part per task before the shell
 * (shared/lib/in-steps). Evaluated at once with the shell and the page they held a slow
 * phone's main thread for 130-160 ms twice. This file is in the shell's chunk and they share its
 * name, so they download with it, in the same request round; the pages import antd as usual.
 */
const ANTD_SHELL_STEPS = [
  () => import(/* webpackChunkName: "antd-shell", webpackExports: [] */ 'antd/es/config-provider'),
  () => import(/* webpackChunkName: "antd-shell", webpackExports: [] */ 'antd/es/app'),
  () => import(/* webpackChunkName: "antd-shell", webpackExports: [] */ 'antd/es/form'),
  () => import(/* webpackChunkName: "antd-shell", webpackExports: [] */ 'antd/es/input'),
  () => import(/* webpackChunkName: "antd-shell", webpackExports: [] */ 'antd/es/select'),
  () => import(/* webpackChunkName: "antd-shell", webpackExports: [] */ 'antd/es/tabs'),
  () => import(/* webpackChunkName: "antd-shell", webpackExports: [] */ 'antd/es/card'),
];

/** The antd shell's module (routes/AntdShell), its antd parts evaluated a step at a time. */
export const loadAntdShell = () =>
  importInSteps(ANTD_SHELL_STEPS, () => import(/* webpackChunkName: "antd-shell" */ './AntdShell'));
