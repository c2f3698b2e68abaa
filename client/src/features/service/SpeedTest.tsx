import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { fastestOf, runSpeedTest, type ProbeEnvironment, type SpeedResult } from './domainProbe';

type Phase = 'loading' | 'testing' | 'done' | 'failed';

/** Speed test of the site's mirrors: each domain's time, the fastest marked, a retest. */
export function SpeedTest({ probeEnvironment }: { probeEnvironment?: ProbeEnvironment }) {
  const { t } = useTranslation('service');
  const [phase, setPhase] = useState<Phase>('loading');
  const [domains, setDomains] = useState<string[]>([]);
  const [results, setResults] = useState<SpeedResult[]>([]);
  const run = useRef(0);

  const test = useCallback(
    async (list: string[]) => {
      const id = ++run.current;
      setPhase('testing');
      setResults([]);
      const measured = await runSpeedTest(list, probeEnvironment);
      if (id === run.current) {
        setResults(measured);
        setPhase('done');
      }
    },
    [probeEnvironment],
  );

  useEffect(() => {
    let current = true;
    void call('system.domainRoute').then((answer) => {
      if (!current) return;
      const list = answer.success ? (answer.value?.domainList ?? []).map((d) => d.domain).filter(Boolean) : [];
      if (!answer.success) {
        setPhase('failed');
        return;
      }
      setDomains(list);
      void test(list);
    });
    return () => {
      current = false;
      run.current += 1; // results of a closed panel are dropped
    };
  }, [test]);

  const fastest = fastestOf(results);
  const resultOf = (domain: string) => results.find((r) => r.domain === domain);
  return (
    <section className="speed-test" aria-label={t('service.speedTest')} aria-busy={phase === 'loading' || phase === 'testing'}>
      {phase === 'failed' && <p role="alert">{t('service.speedFailed')}</p>}
      {phase !== 'failed' && phase !== 'loading' && domains.length === 0 && <p>{t('service.noDomains')}</p>}
      {phase === 'loading' && <p role="status">{t('service.speedLoading')}</p>}
      {domains.length > 0 && (
        <ul className="speed-test__list">
          {domains.map((domain) => {
            const result = resultOf(domain);
            const isFastest = domain === fastest;
            return (
              <li
                key={domain}
                className={isFastest ? 'speed-test__row speed-test__row--fastest' : 'speed-test__row'}
                data-fastest={isFastest || undefined}
              >
                <span className="speed-test__domain">{domain.replace(/^https?:\/\//, '')}</span>
                <span className="speed-test__time">
                  {!result
                    ? t('service.measuring')
                    : result.status === 'ok'
                      ? t('service.ms', { ms: result.ms })
                      : result.status === 'timeout'
                        ? t('service.timeout')
                        : t('service.unreachable')}
                </span>
                {isFastest && <span className="speed-test__badge">{t('service.fastest')}</span>}
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        className="speed-test__retest"
        disabled={phase === 'testing' || phase === 'loading' || domains.length === 0}
        onClick={() => void test(domains)}
      >
        {t('service.retest')}
      </button>
    </section>
  );
}
