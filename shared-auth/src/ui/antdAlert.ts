// antd's Alert alone, for `LazyAlert` (./LazyAlert.tsx) to import in a chunk of its own.
export { Alert } from 'antd';
