export { HelpModal } from './HelpModal';
export { useHelpFromLocation, helpTagOf, HelpPaths } from './useHelpFromLocation';
