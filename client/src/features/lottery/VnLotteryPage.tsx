import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { call } from '../../lib/api';
import { brand } from '../../lib/stores/brand';
import { LotteryMenu } from './LotteryMenu';

/** /vnlottery?gameCode: the Vietnam lottery games by region. The shell leaves out banner and footer here. */
export default function VnLotteryPage() {
  useSignals();
  const { t } = useTranslation();
  const prizeMode = brand.value.lotteryType;
  const load = useCallback((signal: AbortSignal) => call('lottery.vnMenus', { prizeMode, device: 'WEB' }, { signal }), [prizeMode]);
  return <LotteryMenu title={t('lottery.vnTitle')} basePath="/vnlottery" load={load} />;
}
