export { HelpModal } from './HelpModal';
