export {
  rootReducer,
  listenerMiddleware,
  createAppStore,
  useAppDispatch,
  useAppSelector,
  startAppListening,
} from './store';
export type { LazyLoadedSlices, RootState, AppStore, AppDispatch, AppThunk } from './store';
