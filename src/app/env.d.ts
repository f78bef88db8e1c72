declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
/** a stylesheet webpack emits as a file (the antd one): its URL */
declare module '*.css?url' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
