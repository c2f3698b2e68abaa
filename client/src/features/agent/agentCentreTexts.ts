import { useTranslation } from 'react-i18next';

/** The agent centre frame's texts (the shape of the member frame's CentreTexts), and the notice for accounts that are not agents. */
export function useAgentCentreTexts() {
  const { t } = useTranslation('agent');
  return {
    title: t('agentCentre.title'),
    menuLabel: t('agentCentre.menuLabel'),
    close: t('agentCentre.close'),
    loading: t('agentCentre.loading'),
    settingsFailed: t('agentCentre.settingsFailed'),
    notFoundTitle: t('agentCentre.notFoundTitle'),
    notFound: t('agentCentre.notFound'),
    signIn: t('agentCentre.signIn'),
    trial: t('agentCentre.trial'),
    agentsOnlyTitle: t('agentCentre.agentsOnlyTitle'),
    agentsOnly: t('agentCentre.agentsOnly'),
    menuText: (labelKey: string) => t(labelKey),
  };
}
