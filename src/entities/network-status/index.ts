export { networkStatusApi, useGetNetworkStatusQuery } from './api/networkStatusApi';
export { NetworkStatusStrip, NETWORK_STATUS_POLL_MS } from './ui/NetworkStatusStrip';
