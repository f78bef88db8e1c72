// Loads the suites' TypeScript with tsx (ES modules and CommonJS both), paths from tsconfig.json.
import 'tsx';
