import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { useLoad } from '../../lib/load/useLoad';
import { failure, type Answer } from '../../lib/load/answer';
import { LoadStatus } from '../../components/LoadStatus';
import { fastestOf, runSpeedTest, type ProbeEnvironment, type SpeedResult } from './domainProbe';

const NO_DOMAINS: string[] = [];
const NO_RESULTS: SpeedResult[] = [];

/** The site's mirror addresses from the platform's domain routes (a small answer: a late one is dropped, not aborted). */
async function fetchDomains(): Promise<Answer<string[]>> {
  const answer = await call('system.domainRoute');
  if (!answer.success) return failure(answer);
  return { success: true, value: (answer.value?.domainList ?? []).map((d) => d.domain).filter(Boolean) };
}

/** Speed test of the site's mirrors: each domain's time, the fastest marked, a retest. */
export function SpeedTest({ probeEnvironment }: { probeEnvironment?: ProbeEnvironment }) {
  const { t } = useTranslation('service');
  const load = useLoad('domains', fetchDomains);
  const domains = load.state.status === 'ready' ? load.state.value : NO_DOMAINS;
  // Each test is a round; results of an older round, or of a closed panel, are never shown.
  const [round, setRound] = useState(0);
  const [measured, setMeasured] = useState<{ round: number; results: SpeedResult[] } | null>(null);

  useEffect(() => {
    if (domains.length === 0) return;
    let live = true;
    void runSpeedTest(domains, probeEnvironment).then((results) => {
      if (live) setMeasured({ round, results });
    });
    return () => {
      live = false;
    };
  }, [domains, round, probeEnvironment]);

  const results = measured?.round === round ? measured.results : NO_RESULTS;
  const testing = domains.length > 0 && measured?.round !== round;
  const fastest = fastestOf(results);
  const resultOf = (domain: string) => results.find((r) => r.domain === domain);
  return (
    <section className="speed-test" aria-label={t('service.speedTest')} aria-busy={load.state.status === 'loading' || testing}>
      <LoadStatus load={load} loadingText={t('service.speedLoading')} failedText={t('service.speedFailed')} />
      {load.state.status === 'ready' && domains.length === 0 && <p>{t('service.noDomains')}</p>}
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
        disabled={testing || domains.length === 0}
        onClick={() => setRound((n) => n + 1)}
      >
        {t('service.retest')}
      </button>
    </section>
  );
}
