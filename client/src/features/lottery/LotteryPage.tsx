import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { call } from '../../lib/api';
import { brand } from '../../lib/stores/brand';
import { LotteryMenu } from './LotteryMenu';

/** /lottery?gameCode&playType: the brand's lottery games by group (prize mode from the brand). */
export default function LotteryPage() {
  useSignals();
  const { t } = useTranslation();
  const prizeMode = brand.value.lotteryType;
  const load = useCallback((signal: AbortSignal) => call('lottery.menus', { prizeMode }, { signal }), [prizeMode]);
  return <LotteryMenu title={t('lottery.title')} basePath="/lottery" load={load} />;
}
