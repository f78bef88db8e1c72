// CSS modules in jest: each class name maps to itself.
const classes = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? key : '') });
export default classes;
