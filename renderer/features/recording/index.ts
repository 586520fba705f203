export { RecordingPanel } from './recording-panel.tsx';
